<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name></name>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="29"/>
        <source>chosen in the settings</source>
        <translation>scelte nelle impostazioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="29"/>
        <source>tournament started {0}</source>
        <translation>torneo iniziato il {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="30"/>
        <source>start date &apos;{0}&apos; is not a date</source>
        <translation>la data d&apos;inizio &apos;{0}&apos; non è una data</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="30"/>
        <source>no start date</source>
        <translation>nessuna data d&apos;inizio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="31"/>
        <source>Tie-breaks: FIDE C.07, {0} rules ({1})</source>
        <translation>Spareggi: FIDE C.07, regole {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="33"/>
        <source>; unrated players rated {0}</source>
        <translation>; giocatori senza rating valutati {0}</translation>
    </message>
</context>
<context>
    <name>BoardsView</name>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="31"/>
        <source>Results: select a board and type 1 (White wins), 0 (Black wins), = or 5 (draw), + or - (forfeit win for White or Black), * (both forfeited); Delete clears.</source>
        <translation>Risultati: selezionare una scacchiera e digitare 1 (vince il Bianco), 0 (vince il Nero), = o 5 (patta), + o - (vittoria a forfait del Bianco o del Nero), * (forfait di entrambi); Canc cancella.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="34"/>
        <source>Double-Swiss games also: w (½-0), b (0-½), x (0-0).</source>
        <translation>Partite Double-Swiss anche: w (½-0), b (0-½), x (0-0).</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="51"/>
        <source>Score progression</source>
        <translation>Progressione del punteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="51"/>
        <source>Rating and score</source>
        <translation>Elo e punteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="52"/>
        <source>Colour balance</source>
        <translation>Bilancio dei colori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="52"/>
        <source>Score groups per round</source>
        <translation>Gruppi di punteggio per turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="53"/>
        <source>Export PNG…</source>
        <translation>Esporta PNG…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="55"/>
        <source>Chart:</source>
        <translation>Grafico:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="61"/>
        <source>Search players</source>
        <translation>Cerca giocatori</translation>
    </message>
    <message numerus="yes">
        <location filename="../../arbiter_gui/ui/charts.py" line="64"/>
        <source>Top %n</source>
        <translation>
            <numerusform>Primi %n</numerusform>
            <numerusform>Primi %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="65"/>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="134"/>
        <source>Could not write {0}</source>
        <translation>Impossibile scrivere {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="166"/>
        <source>Export chart</source>
        <translation>Esporta il grafico</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="167"/>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="272"/>
        <source>No tournament</source>
        <translation>Nessun torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="275"/>
        <source>No round paired yet</source>
        <translation>Nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="289"/>
        <source>Score after each round</source>
        <translation>Punteggio dopo ogni turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="289"/>
        <location filename="../../arbiter_gui/ui/charts.py" line="353"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="289"/>
        <location filename="../../arbiter_gui/ui/charts.py" line="308"/>
        <location filename="../../arbiter_gui/ui/charts.py" line="327"/>
        <location filename="../../arbiter_gui/ui/charts.py" line="331"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="307"/>
        <source>Rating and score after round {0}</source>
        <translation>Elo e punteggio dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="308"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="312"/>
        <source>Rating and score after round {0} ({1} unrated not shown)</source>
        <translation>Elo e punteggio dopo il turno {0} ({1} senza Elo non mostrati)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="330"/>
        <source>Performance rating (TPR)</source>
        <translation>Performance (TPR)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="335"/>
        <source>Points (left axis)</source>
        <translation>Punti (asse sinistro)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="336"/>
        <source>TPR (right axis)</source>
        <translation>TPR (asse destro)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="339"/>
        <source>Colour balance after round {0}</source>
        <translation>Bilancio dei colori dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="340"/>
        <source>Games with White − games with Black</source>
        <translation>Partite col Bianco − partite col Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="340"/>
        <location filename="../../arbiter_gui/ui/charts.py" line="353"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="353"/>
        <source>Score groups before each round</source>
        <translation>Gruppi di punteggio prima di ogni turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/charts.py" line="367"/>
        <source>score {0}</source>
        <translation>punti {0}</translation>
    </message>
</context>
<context>
    <name>CrosstableView</name>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="18"/>
        <source>No</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="18"/>
        <source>Rk</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="19"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="19"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="20"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="20"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="21"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="86"/>
        <source>No round is paired yet</source>
        <translation>Nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="86"/>
        <source>No tournament</source>
        <translation>Nessun torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="90"/>
        <source>Crosstable after round {0}: {1} players</source>
        <translation>Tabellone dopo il turno {0}: {1} giocatori</translation>
    </message>
</context>
<context>
    <name>DocumentsDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="42"/>
        <source>Print and export</source>
        <translation>Stampa ed esporta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="56"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="57"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="58"/>
        <source>Page size</source>
        <translation>Formato pagina</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="62"/>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="63"/>
        <source>Save as PDF…</source>
        <translation>Salva in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="71"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="73"/>
        <source>Export the tournament</source>
        <translation>Esporta il torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="168"/>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="169"/>
        <source>Saved {0}</source>
        <translation>Salvato {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="184"/>
        <source>Save as PDF</source>
        <translation>Salva in PDF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="192"/>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="75"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="75"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="75"/>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="75"/>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="76"/>
        <source>Colour preference (1.7)</source>
        <translation>Preferenza di colore (1.7)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="76"/>
        <source>Colour diff. (1.6)</source>
        <translation>Diff. colore (1.6)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="77"/>
        <source>Floats: 2 rounds ago / last (1.4)</source>
        <translation>Fluttuazioni: 2 turni fa / ultimo (1.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="77"/>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="78"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="78"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="78"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="78"/>
        <source>Colour rule (5.2)</source>
        <translation>Regola del colore (5.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="84"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="83"/>
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="83"/>
        <source>Decisions</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="102"/>
        <source>Why not?</source>
        <translation>Perché no?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="106"/>
        <source>Why not…? (any two players of the round)</source>
        <translation>Perché no…? (due giocatori qualsiasi del turno)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="109"/>
        <source>against</source>
        <translation>contro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="135"/>
        <source>Pair a round to see why every bracket was paired as it was.</source>
        <translation>Abbinare un turno per vedere perché ogni gruppo di punteggio è stato abbinato così.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="142"/>
        <source>Round {0}, {1} system: {2} boards</source>
        <translation>Turno {0}, sistema {1}: {2} scacchiere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="144"/>
        <source>; pairing-allocated bye: {0}</source>
        <translation>; bye assegnato dall&apos;abbinamento: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="182"/>
        <source>Choose two different players.</source>
        <translation>Scegliere due giocatori diversi.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="191"/>
        <source>Working out why not {0} against {1}…</source>
        <translation>Sto calcolando perché non {0} contro {1}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="218"/>
        <source>No answer: {0}</source>
        <translation>Nessuna risposta: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="246"/>
        <source>MDP</source>
        <translation>MDP</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="246"/>
        <source>resident</source>
        <translation>residente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="247"/>
        <source>upfloater</source>
        <translation>fluttuante in su</translation>
    </message>
</context>
<context>
    <name>LineupDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="183"/>
        <source>Line-up</source>
        <translation>Formazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="196"/>
        <source>Board {0}</source>
        <translation>Scacchiera {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="102"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="686"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="103"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="103"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="103"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="104"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="697"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="103"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="104"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="106"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="108"/>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="110"/>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="112"/>
        <source>Round settings</source>
        <translation>Impostazioni turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="114"/>
        <source>Edit pairing</source>
        <translation>Modifica abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="123"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="125"/>
        <source>Team standings</source>
        <translation>Classifica a squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="127"/>
        <source>Crosstable</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="129"/>
        <source>Player card</source>
        <translation>Scheda giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="132"/>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="134"/>
        <source>Explanation</source>
        <translation>Spiegazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="142"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="315"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="343"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="360"/>
        <source>Open or create a tournament first.</source>
        <translation>Aprire o creare prima un torneo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="144"/>
        <source>{0} is open read-only: nothing can be changed here.</source>
        <translation>{0} è aperto in sola lettura: qui non si può modificare nulla.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="207"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="208"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="210"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="211"/>
        <source>Open rea&amp;d-only…</source>
        <translation>Apri in sola &amp;lettura…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="212"/>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="214"/>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="217"/>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importa TRF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="218"/>
        <source>Import &amp;players from CSV…</source>
        <translation>Importa &amp;giocatori da CSV…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="220"/>
        <source>Import players from a FIDE &amp;rating list…</source>
        <translation>Importa giocatori da una lista &amp;Elo FIDE…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="223"/>
        <source>Save pairing &amp;report as PDF…</source>
        <translation>Salva il &amp;rapporto dell&apos;abbinamento in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="225"/>
        <source>Print and e&amp;xport…</source>
        <translation>Stampa ed e&amp;sporta…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="228"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="229"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="230"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="663"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="231"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="665"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="234"/>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="236"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="237"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="239"/>
        <source>&amp;Pair next round</source>
        <translation>Abbina il &amp;prossimo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="241"/>
        <source>&amp;Delete last round&apos;s pairing…</source>
        <translation>&amp;Elimina l&apos;abbinamento dell&apos;ultimo turno…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="244"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="253"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="256"/>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="264"/>
        <source>The language changes the next time Arbiter starts.</source>
        <translation>La lingua cambierà al prossimo avvio di Arbiter.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="287"/>
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="352"/>
        <source>FIDE rating list</source>
        <translation>Lista Elo FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="353"/>
        <source>FIDE rating lists (*.txt *.xml);;All files (*)</source>
        <translation>Liste Elo FIDE (*.txt *.xml);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="373"/>
        <source>Arbiter — {0} (read-only)</source>
        <translation>Arbiter — {0} (sola lettura)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="375"/>
        <source>Read-only</source>
        <translation>Sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="382"/>
        <source>Open read-only: nothing can be changed here; the window follows the changes made where the file is open for writing.</source>
        <translation>Aperto in sola lettura: qui non si può modificare nulla; la finestra segue le modifiche fatte dove il file è aperto in scrittura.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="424"/>
        <source>Save the new tournament as</source>
        <translation>Salva il nuovo torneo come</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="445"/>
        <source>Arbiter tournaments (*.arbiter);;All files (*)</source>
        <translation>Tornei Arbiter (*.arbiter);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="448"/>
        <source>Open tournament</source>
        <translation>Apri torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="448"/>
        <source>Open tournament read-only</source>
        <translation>Apri torneo in sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="454"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="463"/>
        <source>Save the tournament as</source>
        <translation>Salva il torneo come</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="459"/>
        <source>Import TRF</source>
        <translation>Importa TRF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="460"/>
        <source>TRF files (*.trf *.txt);;All files (*)</source>
        <translation>File TRF (*.trf *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="469"/>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="470"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>File CSV (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="477"/>
        <source>Pair a round first: the report explains the pairing just made.</source>
        <translation>Abbinare prima un turno: il rapporto spiega l&apos;abbinamento appena fatto.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="484"/>
        <source>Pairing report saved: {0}</source>
        <translation>Rapporto dell&apos;abbinamento salvato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="499"/>
        <source>Save pairing report</source>
        <translation>Salva il rapporto dell&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="519"/>
        <source>Undone: {0}</source>
        <translation>Annullato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="519"/>
        <source>Redone: {0}</source>
        <translation>Ripetuto: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="542"/>
        <source>No round is paired.</source>
        <translation>Nessun turno è abbinato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="545"/>
        <source>Delete the pairing of round {0}? It can be paired again afterwards.</source>
        <translation>Eliminare l&apos;abbinamento del turno {0}? Potrà essere abbinato di nuovo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="547"/>
        <source>Its {0} result(s) will be deleted too.</source>
        <translation>Anche i suoi {0} risultati saranno eliminati.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="565"/>
        <source>Pairing round {0}…</source>
        <translation>Abbinamento del turno {0}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="566"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="590"/>
        <source>Pairing cancelled: nothing was changed.</source>
        <translation>Abbinamento annullato: nulla è stato modificato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="609"/>
        <source>Round {0} paired: {1} boards.</source>
        <translation>Turno {0} abbinato: {1} scacchiere.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="663"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Annulla {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="665"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Ripeti {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="686"/>
        <source>Entries</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="690"/>
        <source>Match {0} · game {1}</source>
        <translation>Incontro {0} · partita {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="691"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="697"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="697"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="719"/>
        <source>bye (PAB)</source>
        <translation>bye (assegnato)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="719"/>
        <source>½ bye</source>
        <translation>bye da ½</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="719"/>
        <source>1 bye</source>
        <translation>bye da 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="721"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
</context>
<context>
    <name>MatchPanel</name>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="55"/>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="55"/>
        <source>White team</source>
        <translation>Squadra col Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="55"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="55"/>
        <source>Black team</source>
        <translation>Squadra col Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="60"/>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="60"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="60"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="60"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="67"/>
        <source>Line-up…</source>
        <translation>Formazione…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="70"/>
        <source>White team forfeits</source>
        <translation>Forfait della squadra col Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="70"/>
        <source>Black team forfeits</source>
        <translation>Forfait della squadra col Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="71"/>
        <source>Both teams forfeit</source>
        <translation>Forfait di entrambe le squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="71"/>
        <source>Match to be played</source>
        <translation>Incontro da giocare</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="83"/>
        <source>Select a match, then a board, and type its result: 1, 0, = (or 5), + or - (forfeit), * (both forfeited); Delete clears.</source>
        <translation>Selezionare un incontro, poi una scacchiera, e digitare il risultato: 1, 0, = (o 5), + o - (forfait), * (doppio forfait); Canc cancella.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="93"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/match_panel.py" line="145"/>
        <source>Match {0}: {1}</source>
        <translation>Incontro {0}: {1}</translation>
    </message>
</context>
<context>
    <name>PairingEditor</name>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="38"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="38"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="79"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="38"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="38"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="38"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="79"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="63"/>
        <source>Selected board</source>
        <translation>Scacchiera selezionata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="64"/>
        <source>Swap colours</source>
        <translation>Inverti i colori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="66"/>
        <source>Unpair the board</source>
        <translation>Annulla l&apos;abbinamento della scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="75"/>
        <source>Swap two players (boards, bye)</source>
        <translation>Scambia due giocatori (scacchiere, bye)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="75"/>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="80"/>
        <source>Pair two players without an opponent</source>
        <translation>Abbina due giocatori senza avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="81"/>
        <source>Pair</source>
        <translation>Abbina</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="95"/>
        <source>Pairing-allocated bye</source>
        <translation>Bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="97"/>
        <source>Give the bye</source>
        <translation>Assegna il bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="99"/>
        <source>Remove the bye</source>
        <translation>Togli il bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="113"/>
        <source>Apply anyway</source>
        <translation>Applica comunque</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="115"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="136"/>
        <source>No round is paired yet</source>
        <translation>Nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="163"/>
        <source>Pairing-allocated bye: {0}</source>
        <translation>Bye assegnato dall&apos;abbinamento: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="164"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="166"/>
        <source>Left without an opponent: {0}</source>
        <translation>Senza avversario: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="170"/>
        <source>Not paired: {0}</source>
        <translation>Non abbinati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="215"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; breaks absolute pairing rules:&lt;ul&gt;{1}&lt;/ul&gt;Apply it all the same?</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; viola criteri assoluti di abbinamento:&lt;ul&gt;{1}&lt;/ul&gt;Applicare comunque?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="239"/>
        <source>select a board in the list first</source>
        <translation>selezionare prima una scacchiera nell&apos;elenco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="247"/>
        <source>choose the player(s) first: type a name or a pairing number</source>
        <translation>scegliere prima i giocatori: digitare un nome o un numero di abbinamento</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="28"/>
        <source>up</source>
        <translation>in su</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="29"/>
        <source>down</source>
        <translation>in giù</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="30"/>
        <source>+ (forfeit win)</source>
        <translation>+ (vittoria a forfait)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="31"/>
        <source>- (forfeit loss)</source>
        <translation>- (sconfitta a forfait)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="76"/>
        <source>{0} requested</source>
        <translation>richiesta: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="86"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="87"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="94"/>
        <source>not in this round</source>
        <translation>non presente in questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="120"/>
        <source>Rd</source>
        <translation>T.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="120"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="120"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="120"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="121"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="121"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="121"/>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="121"/>
        <source>Float</source>
        <translation>Fluttuazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="122"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="150"/>
        <source>Double-click a player to see his card.</source>
        <translation>Fare doppio clic su un giocatore per vederne la scheda.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="157"/>
        <source>Score progression: {0}</source>
        <translation>Progressione del punteggio: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="158"/>
        <source>no round paired yet</source>
        <translation>nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="169"/>
        <source>TPN {0}</source>
        <translation>N. abb. {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="170"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="171"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="172"/>
        <source>National</source>
        <translation>Naz.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="173"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="174"/>
        <source>Born</source>
        <translation>Nascita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="175"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="179"/>
        <source>late entry, round {0}</source>
        <translation>iscrizione tardiva, turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="181"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="185"/>
        <source>{0} points after round {1}</source>
        <translation>{0} punti dopo il turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="183"/>
        <source>not paired yet</source>
        <translation>non ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="189"/>
        <source>, rank {0} of {1}</source>
        <translation>, posizione {0} su {1}</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_chooser.py" line="26"/>
        <source>name or number</source>
        <translation>nome o numero</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="30"/>
        <source>Name (Surname, First name)</source>
        <translation>Nome (Cognome, Nome)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="31"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="32"/>
        <source>Sex</source>
        <translation>Sesso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="33"/>
        <source>Federation</source>
        <translation>Federazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="34"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="35"/>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="36"/>
        <source>National rating</source>
        <translation>Elo nazionale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="37"/>
        <source>Birth date</source>
        <translation>Data di nascita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="37"/>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/GG</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="38"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="43"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="44"/>
        <source>Plays from</source>
        <translation>Gioca dal</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="32"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="32"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="32"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="32"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="32"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="33"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="33"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="33"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="33"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="35"/>
        <source>Search by name, FIDE ID, federation or club</source>
        <translation>Cerca per nome, ID FIDE, federazione o società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="44"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Aggiungi giocatore…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="45"/>
        <source>&amp;Edit player…</source>
        <translation>&amp;Modifica giocatore…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="46"/>
        <source>&amp;Remove player</source>
        <translation>&amp;Rimuovi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="47"/>
        <source>&amp;Late entry…</source>
        <translation>&amp;Iscrizione tardiva…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="48"/>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Ritiro…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="49"/>
        <source>Bye or &amp;absence…</source>
        <translation>Bye o &amp;assenza…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="50"/>
        <source>Assign &amp;pairing numbers</source>
        <translation>Assegna i &amp;numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="91"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="93"/>
        <source>entered in round {0}</source>
        <translation>entrato al turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="94"/>
        <source>½ bye</source>
        <translation>bye da ½</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="94"/>
        <source>1 bye</source>
        <translation>bye da 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="95"/>
        <source>0 bye</source>
        <translation>bye da 0</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="95"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="96"/>
        <source>{0} round {1}</source>
        <translation>{0} turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="152"/>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="160"/>
        <source>Edit player {0}</source>
        <translation>Modifica giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="174"/>
        <source>Late entry</source>
        <translation>Iscrizione tardiva</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="184"/>
        <source>Withdraw from the round chosen</source>
        <translation>Ritira dal turno scelto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="184"/>
        <source>Reinstate (play every round)</source>
        <translation>Reintegra (gioca tutti i turni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="185"/>
        <source>Withdraw {0}</source>
        <translation>Ritira {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="197"/>
        <source>Half-point bye</source>
        <translation>Bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="197"/>
        <source>Zero-point bye</source>
        <translation>Bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="198"/>
        <source>Full-point bye</source>
        <translation>Bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="198"/>
        <source>Absent</source>
        <translation>Assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="199"/>
        <source>No request</source>
        <translation>Nessuna richiesta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="200"/>
        <source>Request of {0}</source>
        <translation>Richiesta di {0}</translation>
    </message>
</context>
<context>
    <name>RatingListDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="20"/>
        <source>Players from the rating list</source>
        <translation>Giocatori dalla lista Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="21"/>
        <source>Name or FIDE ID</source>
        <translation>Nome o ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="25"/>
        <source>{0} players in {1}</source>
        <translation>{0} giocatori in {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="27"/>
        <source>Add FIDE IDs from a file…</source>
        <translation>Aggiungi ID FIDE da un file…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="56"/>
        <source>{0} players chosen</source>
        <translation>{0} giocatori scelti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="70"/>
        <source>FIDE IDs</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="70"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>File di testo (*.txt *.csv);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>RoundDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="100"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="101"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="106"/>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="29"/>
        <source>half-point bye</source>
        <translation>bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="30"/>
        <source>zero-point bye</source>
        <translation>bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="31"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="32"/>
        <source>full-point bye</source>
        <translation>bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="36"/>
        <source>{0} half-point bye</source>
        <translation>{0} bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="37"/>
        <source>{0} half-point byes</source>
        <translation>{0} bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="38"/>
        <source>{0} zero-point bye</source>
        <translation>{0} bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="39"/>
        <source>{0} zero-point byes</source>
        <translation>{0} bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="40"/>
        <source>{0} absent</source>
        <translation>assenti: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="41"/>
        <source>{0} full-point bye</source>
        <translation>{0} bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="42"/>
        <source>{0} full-point byes</source>
        <translation>{0} bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="66"/>
        <source>{0} board</source>
        <translation>{0} scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="67"/>
        <source>{0} boards</source>
        <translation>{0} scacchiere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="68"/>
        <source>round {0} is paired: {1}</source>
        <translation>turno {0} abbinato: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="70"/>
        <source>pairing-allocated bye: {0}</source>
        <translation>bye assegnato dall&apos;abbinamento: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="74"/>
        <source>{0} not paired (byes, absences)</source>
        <translation>non abbinati: {0} (bye, assenze)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="77"/>
        <source>{0} player</source>
        <translation>{0} giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="78"/>
        <source>{0} players</source>
        <translation>{0} giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="79"/>
        <source>to pair: {0}</source>
        <translation>da abbinare: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="86"/>
        <source>{0} withdrawn</source>
        <translation>ritirati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="89"/>
        <source>{0} forbidden pair</source>
        <translation>{0} coppia vietata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="90"/>
        <source>{0} forbidden pairs</source>
        <translation>{0} coppie vietate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="105"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="123"/>
        <source>Schedule</source>
        <translation>Data e ora</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="124"/>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/GG</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="125"/>
        <source>HH:MM</source>
        <translation>hh:mm</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="126"/>
        <source>Save schedule</source>
        <translation>Salva data e ora</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="130"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="130"/>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="138"/>
        <source>Byes and absences (C.04.2 3.3)</source>
        <translation>Bye e assenze (C.04.2 3.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="139"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="139"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="139"/>
        <source>Request</source>
        <translation>Richiesta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="145"/>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="147"/>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="185"/>
        <source>Remove selected</source>
        <translation>Rimuovi selezionato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="162"/>
        <source>Withdrawals (C.04.2 3.2)</source>
        <translation>Ritiri (C.04.2 3.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="164"/>
        <source>Withdraw from this round on</source>
        <translation>Ritira da questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="166"/>
        <source>Reinstate</source>
        <translation>Reintegra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="182"/>
        <source>Forbidden pairings (TRF 260)</source>
        <translation>Abbinamenti vietati (TRF 260)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="183"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="183"/>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="205"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="183"/>
        <source>In this round</source>
        <translation>In questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="188"/>
        <source>Add to the set</source>
        <translation>Aggiungi al gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="190"/>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="197"/>
        <source>Forbid</source>
        <translation>Vieta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="205"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="249"/>
        <source>No tournament</source>
        <translation>Nessun torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="258"/>
        <source>Withdraw from round {0} on</source>
        <translation>Ritira dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="261"/>
        <source>{0} from round {1}</source>
        <translation>{0} dal turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="263"/>
        <source>Withdrawn: {0}</source>
        <translation>Ritirati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="263"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="265"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="265"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="275"/>
        <source>Set: {0}</source>
        <translation>Gruppo: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="276"/>
        <source>Set: choose at least two players who must not meet</source>
        <translation>Gruppo: scegliere almeno due giocatori che non devono incontrarsi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="296"/>
        <source>no player matches &apos;{0}&apos;: type a name or a pairing number</source>
        <translation>nessun giocatore corrisponde a &apos;{0}&apos;: digitare un nome o un numero di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="297"/>
        <source>choose a player first</source>
        <translation>scegliere prima un giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="310"/>
        <source>date &apos;{0}&apos;: write it as YYYY/MM/DD, e.g. 2026/03/14</source>
        <translation>data &apos;{0}&apos;: scriverla come AAAA/MM/GG, ad es. 2026/03/14</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="313"/>
        <source>time &apos;{0}&apos;: write it as HH:MM, e.g. 15:00</source>
        <translation>ora &apos;{0}&apos;: scriverla come hh:mm, ad es. 15:00</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="328"/>
        <source>select the request to remove in the list</source>
        <translation>selezionare nell&apos;elenco la richiesta da rimuovere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="346"/>
        <source>player {0} is not withdrawn</source>
        <translation>il giocatore {0} non è ritirato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="356"/>
        <source>player {0} is already in the set</source>
        <translation>il giocatore {0} è già nel gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="370"/>
        <source>a forbidden pairing needs at least two players: add them to the set first</source>
        <translation>un abbinamento vietato richiede almeno due giocatori: aggiungerli prima al gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="385"/>
        <source>select the forbidden pairing to remove in the list</source>
        <translation>selezionare nell&apos;elenco l&apos;abbinamento vietato da rimuovere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="392"/>
        <source>from {0}</source>
        <translation>dal {0}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="46"/>
        <source>Tournament settings</source>
        <translation>Impostazioni del torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="46"/>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="48"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="49"/>
        <source>Pairing</source>
        <translation>Abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="50"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="68"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="68"/>
        <source>Place</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="68"/>
        <source>Federation</source>
        <translation>Federazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="68"/>
        <source>Start date</source>
        <translation>Data di inizio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="69"/>
        <source>End date</source>
        <translation>Data di fine</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="69"/>
        <source>Chief arbiter</source>
        <translation>Arbitro principale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="69"/>
        <source>Deputy arbiters (separated by ;)</source>
        <translation>Vice arbitri (separati da ;)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="70"/>
        <source>Time control</source>
        <translation>Cadenza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="74"/>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/GG</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="79"/>
        <source>Number of rounds</source>
        <translation>Numero di turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="81"/>
        <source>FIDE (Dutch) system, C.04.3</source>
        <translation>Sistema FIDE (olandese), C.04.3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="81"/>
        <source>Dubov system, C.04.4.1</source>
        <translation>Sistema Dubov, C.04.4.1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="82"/>
        <source>Burstein system, C.04.4.2</source>
        <translation>Sistema Burstein, C.04.4.2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="82"/>
        <source>Lim system, C.04.4.3</source>
        <translation>Sistema Lim, C.04.4.3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="83"/>
        <source>Lim system, Maxi-tournament (C.04.4.3 3.2.3)</source>
        <translation>Sistema Lim, maxi-torneo (C.04.4.3 3.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="84"/>
        <source>Round robin, C.05</source>
        <translation>Girone all&apos;italiana, C.05</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="84"/>
        <source>Double round robin, C.05</source>
        <translation>Doppio girone all&apos;italiana, C.05</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="85"/>
        <source>Double-Swiss system, C.04.5 (a round is a match of two games)</source>
        <translation>Sistema Double-Swiss, C.04.5 (un turno è un incontro di due partite)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="86"/>
        <source>Team Swiss, C.04.6 (Type A colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (preferenze di colore di tipo A)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="87"/>
        <source>Team Swiss, C.04.6 (Type B colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (preferenze di colore di tipo B)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="88"/>
        <source>Team Swiss, C.04.6 (no colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (senza preferenze di colore)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="92"/>
        <source>Pairing system</source>
        <translation>Sistema di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="95"/>
        <source>Boards per match (team events)</source>
        <translation>Scacchiere per incontro (tornei a squadre)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="97"/>
        <source>Match points (then game points)</source>
        <translation>Punti squadra (poi punti individuali)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="98"/>
        <source>Game points (then match points)</source>
        <translation>Punti individuali (poi punti squadra)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="99"/>
        <source>Primary score (team events, C.04.6 1.2.1)</source>
        <translation>Punteggio principale (tornei a squadre, C.04.6 1.2.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="101"/>
        <source>No acceleration</source>
        <translation>Nessuna accelerazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="101"/>
        <source>Baku acceleration, C.04.7</source>
        <translation>Accelerazione Baku, C.04.7</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="104"/>
        <source>Acceleration</source>
        <translation>Accelerazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="106"/>
        <source>Drawn by lot at the first pairing</source>
        <translation>Sorteggiato al primo abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="106"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="106"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="107"/>
        <source>Top player&apos;s colour in round 1</source>
        <translation>Colore del primo giocatore al turno 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="110"/>
        <source>Rating used (TRF 172)</source>
        <translation>Elo usato (TRF 172)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="112"/>
        <source>Tie-breaks in order (C.07 codes)</source>
        <translation>Spareggi in ordine (codici C.07)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="114"/>
        <source>From the start date (2026 rules from 1 March 2026)</source>
        <translation>Dalla data d&apos;inizio (regole 2026 dal 1° marzo 2026)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="116"/>
        <source>C.07, {0} rules</source>
        <translation>C.07, regole {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="117"/>
        <source>Tie-break rules</source>
        <translation>Regole degli spareggi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="118"/>
        <source>none (ARO, TPR... dropped)</source>
        <translation>nessuno (ARO, TPR... esclusi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="119"/>
        <source>Rating of unrated players (tie-breaks)</source>
        <translation>Rating dei giocatori senza rating (spareggi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="122"/>
        <source>Win</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="122"/>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="122"/>
        <source>Loss</source>
        <translation>Sconfitta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="122"/>
        <source>Zero-point bye</source>
        <translation>Bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="122"/>
        <source>Forfeit loss</source>
        <translation>Sconfitta a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="123"/>
        <source>Half-point bye</source>
        <translation>Bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="123"/>
        <source>Full-point bye</source>
        <translation>Bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="123"/>
        <source>Forfeit win</source>
        <translation>Vittoria a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="124"/>
        <source>Pairing-allocated bye</source>
        <translation>Bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="147"/>
        <source>Locked: round 1 is paired, and this decides how rounds are paired.</source>
        <translation>Bloccato: il turno 1 è abbinato, e questo decide come si abbinano i turni.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="189"/>
        <source>{0} rounds are already paired.</source>
        <translation>{0} turni sono già abbinati.</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="22"/>
        <source>Edit team</source>
        <translation>Modifica squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="22"/>
        <source>Add team</source>
        <translation>Aggiungi squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="26"/>
        <source>Team name</source>
        <translation>Nome della squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="28"/>
        <source>Federation</source>
        <translation>Federazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="29"/>
        <source>from the roster</source>
        <translation>dalla formazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="32"/>
        <source>Strength (0: average of the first boards)</source>
        <translation>Forza (0: media delle prime scacchiere)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="35"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="35"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="35"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="35"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="36"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="41"/>
        <source>Add member</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="42"/>
        <source>Remove member</source>
        <translation>Rimuovi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="43"/>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="43"/>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="47"/>
        <source>Roster in board order</source>
        <translation>Formazione in ordine di scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="93"/>
        <source>Strength from the roster: {0}</source>
        <translation>Forza dalla formazione: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="99"/>
        <source>A team needs a name.</source>
        <translation>Una squadra deve avere un nome.</translation>
    </message>
</context>
<context>
    <name>TeamStandingsView</name>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="42"/>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="61"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="42"/>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="42"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="42"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="43"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="43"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="43"/>
        <source>Opponents&apos; rating</source>
        <translation>Elo medio avversari</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="61"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="61"/>
        <source>MP</source>
        <translation>PS</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="61"/>
        <source>GP</source>
        <translation>PI</translation>
    </message>
</context>
<context>
    <name>TeamsView</name>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="25"/>
        <source>TPN</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="25"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="25"/>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="32"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="25"/>
        <source>Strength</source>
        <translation>Forza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="26"/>
        <source>Members</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="26"/>
        <source>Match points</source>
        <translation>Punti squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="31"/>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="31"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="31"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="31"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="32"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="36"/>
        <source>Add team…</source>
        <translation>Aggiungi squadra…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/teams_view.py" line="38"/>
        <source>Edit team and roster…</source>
        <translation>Modifica squadra e formazione…</translation>
    </message>
</context>
</TS>
