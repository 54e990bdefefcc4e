<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>BoardEntry</name>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="77"/>
        <source>board no.</source>
        <translation>n. scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="78"/>
        <source>Type a board number and Enter, then the result key; or e.g. 17 1, 17= then Enter</source>
        <translation>Scrivi il numero della scacchiera e Invio, poi il tasto del risultato; oppure ad es. 17 1, 17= e Invio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="86"/>
        <source>&apos;{0}&apos;: type a board number of this round, then Enter</source>
        <translation>&apos;{0}&apos;: scrivi il numero di una scacchiera di questo turno, poi Invio</translation>
    </message>
</context>
<context>
    <name>BoardsView</name>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="36"/>
        <source>Results: select a board (or type its number in the board box, Ctrl+B, and Enter) and type 1 (White wins), 0 (Black wins), = or 5 (draw), + or - (forfeit win for White or Black), * (both forfeited); Delete clears.</source>
        <translation>Risultati: seleziona una scacchiera (o scrivine il numero nella casella scacchiera, Ctrl+B, e Invio) e digita 1 (vince il Bianco), 0 (vince il Nero), = o 5 (patta), + o - (vittoria a forfait del Bianco o del Nero), * (entrambi a forfait); Canc cancella.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="40"/>
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
    <name>CheckInDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/checkin_dialog.py" line="24"/>
        <source>Check-in for round {0}</source>
        <translation>Registrazione presenze per il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/checkin_dialog.py" line="25"/>
        <source>Find a player (name or number)</source>
        <translation>Cerca un giocatore (nome o numero)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/checkin_dialog.py" line="39"/>
        <source>{0} (bye requested)</source>
        <translation>{0} (bye richiesto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/checkin_dialog.py" line="44"/>
        <source>All present</source>
        <translation>Tutti presenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/checkin_dialog.py" line="44"/>
        <source>All absent</source>
        <translation>Tutti assenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/checkin_dialog.py" line="81"/>
        <source>{0} present, {1} absent</source>
        <translation>{0} presenti, {1} assenti</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="28"/>
        <source>Confirm: {0}</source>
        <translation>Conferma: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="29"/>
        <source>Level {0}</source>
        <translation>Livello {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="31"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;&lt;ul&gt;{1}&lt;/ul&gt;Apply it?</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;&lt;ul&gt;{1}&lt;/ul&gt;Applicarla?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="33"/>
        <source>the arbiter&apos;s reason, written to the integrity log</source>
        <translation>il motivo dell&apos;arbitro, scritto nel registro di integrità</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="36"/>
        <source>Confirm</source>
        <translation>Conferma</translation>
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
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="93"/>
        <source>({0} results missing)</source>
        <translation>({0} risultati mancanti)</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="152"/>
        <source>Tie-breaks: FIDE C.07, {0} rules ({1})</source>
        <translation>Spareggi: FIDE C.07, regole {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="155"/>
        <source>; unrated players rated {0}</source>
        <translation>; giocatori senza rating valutati {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="48"/>
        <source>pairing-allocated bye</source>
        <translation>bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="49"/>
        <source>half-point bye</source>
        <translation>bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="50"/>
        <source>full-point bye</source>
        <translation>bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="51"/>
        <source>zero-point bye</source>
        <translation>bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="52"/>
        <source>forfeit win (no opponent)</source>
        <translation>vittoria a forfait (senza avversario)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="53"/>
        <source>forfeit loss (absent)</source>
        <translation>sconfitta a forfait (assente)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="55"/>
        <source>withdrawn</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="109"/>
        <source>FIDE mode</source>
        <translation>Modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="110"/>
        <source>NOT in FIDE mode</source>
        <translation>NON in modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="124"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="360"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="64"/>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="63"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="131"/>
        <source>match {0} · game {1}</source>
        <translation>incontro {0} · partita {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="133"/>
        <source>round {0}</source>
        <translation>turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="146"/>
        <source>chosen in the settings</source>
        <translation>scelte nelle impostazioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="147"/>
        <source>tournament started {0}</source>
        <translation>torneo iniziato il {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="148"/>
        <source>start date &apos;{0}&apos; is not a date</source>
        <translation>la data d&apos;inizio &apos;{0}&apos; non è una data</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="149"/>
        <source>no start date</source>
        <translation>nessuna data d&apos;inizio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="193"/>
        <source>Bd</source>
        <translation>Sc</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="193"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="237"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="74"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="194"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="196"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="208"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="282"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="320"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="194"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="195"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="208"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="249"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="282"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="321"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="195"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="91"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="196"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="237"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="75"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="205"/>
        <source>Not paired</source>
        <translation>Non abbinati</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="207"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="248"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="280"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="297"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="318"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="356"/>
        <source>No</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="207"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="248"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="281"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="319"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="209"/>
        <source>Scores</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="222"/>
        <source>Pairings, {0}</source>
        <translation>Abbinamenti, {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="229"/>
        <source>Results, {0}</source>
        <translation>Risultati, {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="249"/>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="250"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="250"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="251"/>
        <source>Pairings by name, {0}</source>
        <translation>Abbinamenti in ordine alfabetico, {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="280"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="297"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="318"/>
        <source>Rk</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="281"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="298"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="319"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="357"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="283"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="301"/>
        <source>Standings after round {0}</source>
        <translation>Classifica dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="298"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="299"/>
        <source>MP</source>
        <translation>PS</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="299"/>
        <source>GP</source>
        <translation>PI</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="324"/>
        <source>Crosstable after round {0}</source>
        <translation>Tabellone dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="333"/>
        <source>({0} results missing)</source>
        <translation>({0} risultati mancanti)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="339"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="341"/>
        <source>enters in round {0}</source>
        <translation>entra al turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="356"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="357"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="358"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="358"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="359"/>
        <source>Nat</source>
        <translation>Naz</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="361"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="363"/>
        <source>Player list ({0} players)</source>
        <translation>Elenco giocatori ({0} giocatori)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="366"/>
        <source>alphabetically</source>
        <translation>in ordine alfabetico</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="367"/>
        <source>by FIDE ID, lowest first</source>
        <translation>per ID FIDE, prima il più basso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="368"/>
        <source>by age, older first</source>
        <translation>per età, prima il più anziano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="369"/>
        <source>by age, younger first</source>
        <translation>per età, prima il più giovane</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="375"/>
        <source>Pairing numbers (C.04.2 2.2): rating {0}, then title, then {1}</source>
        <translation>Numeri di abbinamento (C.04.2 2.2): rating {0}, poi titolo, poi {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="385"/>
        <source>Time (UTC)</source>
        <translation>Ora (UTC)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="385"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="386"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="386"/>
        <source>What changed</source>
        <translation>Che cosa è cambiato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="387"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="389"/>
        <source>No pairing-integrity event: every pairing is the engine&apos;s.</source>
        <translation>Nessun evento di integrità: ogni abbinamento è quello del motore.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="391"/>
        <source>Pairing-integrity log ({0} events)</source>
        <translation>Registro di integrità degli abbinamenti ({0} eventi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="24"/>
        <source>Pairing sheet (by board)</source>
        <translation>Abbinamenti (per scacchiera)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="25"/>
        <source>Pairing sheet (alphabetical)</source>
        <translation>Abbinamenti (in ordine alfabetico)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="26"/>
        <source>Results of the round</source>
        <translation>Risultati del turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="27"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="28"/>
        <source>Crosstable (wall chart)</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="29"/>
        <source>Player list</source>
        <translation>Elenco giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="30"/>
        <source>Board cards</source>
        <translation>Cartellini di scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="31"/>
        <source>Match cards (team events)</source>
        <translation>Cartellini di incontro (tornei a squadre)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="32"/>
        <source>Pairing report (last pairing)</source>
        <translation>Rapporto di abbinamento (ultimo abbinamento)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="33"/>
        <source>Pairing-integrity log</source>
        <translation>Registro di integrità degli abbinamenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/paged.py" line="90"/>
        <source>page {0} of {1}</source>
        <translation>pagina {0} di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="70"/>
        <source>Board {0}</source>
        <translation>Scacchiera {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="82"/>
        <source>Rating {0}</source>
        <translation>Elo {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="83"/>
        <source>unrated</source>
        <translation>senza Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="86"/>
        <source>{0} pts</source>
        <translation>{0} pt</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="101"/>
        <source>White&apos;s signature</source>
        <translation>Firma del Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="102"/>
        <source>Black&apos;s signature</source>
        <translation>Firma del Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="64"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="67"/>
        <source>Match {0}</source>
        <translation>Incontro {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="74"/>
        <source>{0} match points</source>
        <translation>{0} punti squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="98"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="111"/>
        <source>Captain of {0}</source>
        <translation>Capitano di {0}</translation>
    </message>
</context>
<context>
    <name>DocumentsDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="44"/>
        <source>Print and export</source>
        <translation>Stampa ed esporta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="85"/>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="86"/>
        <source>Save as PDF…</source>
        <translation>Salva in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="94"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="30"/>
        <source>Excel workbook (.xlsx)</source>
        <translation>Cartella di lavoro Excel (.xlsx)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="31"/>
        <source>TRF-2026 (FIDE rating report)</source>
        <translation>TRF-2026 (rapporto per l&apos;Elo FIDE)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="62"/>
        <source>compact</source>
        <translation>compatto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="62"/>
        <source>readable (9 pt)</source>
        <translation>leggibile (9 pt)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="62"/>
        <source>large (10 pt)</source>
        <translation>grande (10 pt)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="65"/>
        <source>&amp;Document</source>
        <translation>&amp;Documento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="65"/>
        <source>&amp;Round</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="66"/>
        <source>Page si&amp;ze</source>
        <translation>For&amp;mato pagina</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="66"/>
        <source>&amp;Text</source>
        <translation>Te&amp;sto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="73"/>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="74"/>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="75"/>
        <source>Fit width</source>
        <translation>Adatta alla larghezza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="76"/>
        <source>Whole page</source>
        <translation>Pagina intera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="99"/>
        <source>Export the tournament:</source>
        <translation>Esporta il torneo:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="176"/>
        <source>Pages: {0}</source>
        <translation>Pagine: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="201"/>
        <source>Saved {0}; {1} name(s) longer than 33 characters were cut to fit the TRF file (the tournament keeps them whole): {2}</source>
        <translation>Salvato {0}; {1} nome/i più lungo/i di 33 caratteri è stato troncato nel file TRF (il torneo lo conserva intero): {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="213"/>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="214"/>
        <source>Saved {0}</source>
        <translation>Salvato {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="232"/>
        <source>Save as PDF</source>
        <translation>Salva in PDF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="240"/>
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
    <name>FideModeBadge</name>
    <message>
        <location filename="../../arbiter_gui/ui/fide_mode.py" line="22"/>
        <source>FIDE mode</source>
        <translation>Modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/fide_mode.py" line="22"/>
        <source>NOT in FIDE mode</source>
        <translation>NON in modalità FIDE</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="64"/>
        <source>Arbiter manual</source>
        <translation>Manuale di Arbiter</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="66"/>
        <source>Search the manual</source>
        <translation>Cerca nel manuale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="74"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="74"/>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="75"/>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="83"/>
        <source>Save as PDF…</source>
        <translation>Salva in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="126"/>
        <source>{0} page(s) found</source>
        <translation>{0} pagine trovate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="149"/>
        <source>Save the manual as PDF</source>
        <translation>Salva il manuale come PDF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="150"/>
        <source>arbiter-manual.pdf</source>
        <translation>manuale-arbiter.pdf</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="158"/>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="160"/>
        <source>Saved {0} ({1} pages)</source>
        <translation>Salvato {0} ({1} pagine)</translation>
    </message>
</context>
<context>
    <name>IntegrityLogView</name>
    <message>
        <location filename="../../arbiter_gui/ui/integrity_log_view.py" line="20"/>
        <source>Time (UTC)</source>
        <translation>Ora (UTC)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/integrity_log_view.py" line="20"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/integrity_log_view.py" line="20"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/integrity_log_view.py" line="20"/>
        <source>What changed</source>
        <translation>Che cosa è cambiato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/integrity_log_view.py" line="21"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/integrity_log_view.py" line="26"/>
        <source>Leave FIDE mode…</source>
        <translation>Esci dalla modalità FIDE…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/integrity_log_view.py" line="42"/>
        <source>{0} · {1} pairing-integrity event(s)</source>
        <translation>{0} · {1} evento/i di integrità degli abbinamenti</translation>
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
        <location filename="../../arbiter_gui/ui/main_window.py" line="118"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="940"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="119"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="119"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="119"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="121"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="952"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="120"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="120"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="123"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="125"/>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="127"/>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="129"/>
        <source>Round settings</source>
        <translation>Impostazioni turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="131"/>
        <source>Edit pairing</source>
        <translation>Modifica abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="140"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="142"/>
        <source>Team standings</source>
        <translation>Classifica a squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="144"/>
        <source>Crosstable</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="146"/>
        <source>Player card</source>
        <translation>Scheda giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="153"/>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="155"/>
        <source>Explanation</source>
        <translation>Spiegazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="167"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="453"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="498"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="515"/>
        <source>Open or create a tournament first.</source>
        <translation>Aprire o creare prima un torneo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="169"/>
        <source>{0} is open read-only: nothing can be changed here.</source>
        <translation>{0} è aperto in sola lettura: qui non si può modificare nulla.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="295"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="237"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="296"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="237"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="298"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="299"/>
        <source>Open rea&amp;d-only…</source>
        <translation>Apri in sola &amp;lettura…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="303"/>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="305"/>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="238"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="308"/>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importa TRF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="119"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="120"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="951"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="119"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="120"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="951"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="157"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="177"/>
        <source>Not applied: {0}</source>
        <translation>Non applicato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="209"/>
        <source>&amp;Board:</source>
        <translation>&amp;Scacchiera:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="232"/>
        <source>&lt;h1&gt;Arbiter&lt;/h1&gt;&lt;p&gt;Start a new tournament, open a tournament file, or import a TRF file. Every change is saved in the tournament file at once: there is no Save command.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Arbiter&lt;/h1&gt;&lt;p&gt;Crea un nuovo torneo, apri un file di torneo o importa un file TRF. Ogni modifica viene salvata subito nel file del torneo: non serve un comando Salva.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="244"/>
        <source>Recent files (double-click or Enter to open):</source>
        <translation>File recenti (doppio clic o Invio per aprire):</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="300"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="301"/>
        <source>Every edit is saved in the tournament file at once: there is nothing to save.</source>
        <translation>Ogni modifica viene salvata subito nel file del torneo: non c&apos;è nulla da salvare.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="309"/>
        <source>Import &amp;players from CSV…</source>
        <translation>Importa &amp;giocatori da CSV…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="311"/>
        <source>Import team r&amp;osters from CSV…</source>
        <translation>Importa le r&amp;ose delle squadre da CSV…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="313"/>
        <source>Import players from a FIDE &amp;rating list…</source>
        <translation>Importa giocatori da una lista &amp;Elo FIDE…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="316"/>
        <source>Save pairing &amp;report as PDF…</source>
        <translation>Salva il &amp;rapporto dell&apos;abbinamento in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="318"/>
        <source>Print and e&amp;xport…</source>
        <translation>Stampa ed e&amp;sporta…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="320"/>
        <source>&amp;Backups after each pairing…</source>
        <translation>&amp;Copie di sicurezza dopo ogni abbinamento…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="322"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="323"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="324"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="914"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="325"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="916"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="328"/>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="330"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="331"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="333"/>
        <source>&amp;Check-in…</source>
        <translation>&amp;Registrazione presenze…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="335"/>
        <source>&amp;Pair next round</source>
        <translation>Abbina il &amp;prossimo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="337"/>
        <source>Result by &amp;board number</source>
        <translation>Risultato per numero di &amp;scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="338"/>
        <source>&amp;Delete last round&apos;s pairing…</source>
        <translation>&amp;Elimina l&apos;abbinamento dell&apos;ultimo turno…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="341"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="342"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="343"/>
        <source>Arbiter &amp;manual</source>
        <translation>&amp;Manuale di Arbiter</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="346"/>
        <source>Save the manual as &amp;PDF…</source>
        <translation>Salva il manuale come &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="359"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="362"/>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="370"/>
        <source>The language changes the next time Arbiter starts.</source>
        <translation>La lingua cambierà al prossimo avvio di Arbiter.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="418"/>
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="436"/>
        <source>Unexpected error while importing {0}: {1}</source>
        <translation>Errore imprevisto durante l&apos;importazione di {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="479"/>
        <source>Import team rosters</source>
        <translation>Importa le rose delle squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="507"/>
        <source>FIDE rating list</source>
        <translation>Lista Elo FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="529"/>
        <source>Arbiter — {0} (read-only)</source>
        <translation>Arbiter — {0} (sola lettura)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="531"/>
        <source>Read-only</source>
        <translation>Sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="540"/>
        <source>Open read-only: nothing can be changed here; the window follows the changes made where the file is open for writing.</source>
        <translation>Aperto in sola lettura: qui non si può modificare nulla; la finestra segue le modifiche fatte dove il file è aperto in scrittura.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="584"/>
        <source>Save the new tournament as</source>
        <translation>Salva il nuovo torneo come</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="605"/>
        <source>Arbiter tournaments (*.arbiter);;All files (*)</source>
        <translation>Tornei Arbiter (*.arbiter);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="608"/>
        <source>Open tournament</source>
        <translation>Apri torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="608"/>
        <source>Open tournament read-only</source>
        <translation>Apri torneo in sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="614"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="623"/>
        <source>Save the tournament as</source>
        <translation>Salva il torneo come</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="619"/>
        <source>Import TRF</source>
        <translation>Importa TRF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="620"/>
        <source>TRF files (*.trf *.txt);;All files (*)</source>
        <translation>File TRF (*.trf *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="629"/>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="480"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="630"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>File CSV (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="508"/>
        <source>Rating lists (*.txt *.xml *.csv);;All files (*)</source>
        <translation>Liste rating (*.txt *.xml *.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="637"/>
        <source>Pair a round first: the report explains the pairing just made.</source>
        <translation>Abbinare prima un turno: il rapporto spiega l&apos;abbinamento appena fatto.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="644"/>
        <source>Pairing report saved: {0}</source>
        <translation>Rapporto dell&apos;abbinamento salvato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="672"/>
        <source>Save pairing report</source>
        <translation>Salva il rapporto dell&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="692"/>
        <source>Undone: {0}</source>
        <translation>Annullato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="692"/>
        <source>Redone: {0}</source>
        <translation>Ripetuto: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="716"/>
        <source>No round is paired.</source>
        <translation>Nessun turno è abbinato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="719"/>
        <source>Delete the pairing of round {0}? It can be paired again afterwards.</source>
        <translation>Eliminare l&apos;abbinamento del turno {0}? Potrà essere abbinato di nuovo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="721"/>
        <source>Its {0} result(s) will be deleted too.</source>
        <translation>Anche i suoi {0} risultati saranno eliminati.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="739"/>
        <source>Pairing round {0}…</source>
        <translation>Abbinamento del turno {0}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="740"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="764"/>
        <source>Pairing cancelled: nothing was changed.</source>
        <translation>Abbinamento annullato: nulla è stato modificato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="772"/>
        <source>Round {0} paired: {1} boards.</source>
        <translation>Turno {0} abbinato: {1} scacchiere.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="796"/>
        <source>Backups</source>
        <translation>Copie di sicurezza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="796"/>
        <source>After each pairing a copy of the file is kept in the folder beside it; copies of how many rounds? (0: none)</source>
        <translation>Dopo ogni abbinamento una copia del file viene conservata nella cartella accanto; copie di quanti turni? (0: nessuna)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="810"/>
        <source>{0} (no backup copy: {1})</source>
        <translation>{0} (nessuna copia di sicurezza: {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="812"/>
        <source>{0} Backup: {1}</source>
        <translation>{0} Copia di sicurezza: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="848"/>
        <source>Round {0}: {1}</source>
        <translation>Turno {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="914"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Annulla {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="916"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Ripeti {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="940"/>
        <source>Entries</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="944"/>
        <source>Match {0} · game {1}</source>
        <translation>Incontro {0} · partita {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="945"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="951"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="951"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="956"/>
        <source>(withdrawn)</source>
        <translation>(ritirato)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="979"/>
        <source>bye (PAB)</source>
        <translation>bye (assegnato)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="979"/>
        <source>½ bye</source>
        <translation>bye da ½</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="979"/>
        <source>1 bye</source>
        <translation>bye da 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="981"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="981"/>
        <source>withdrawn</source>
        <translation>ritirato</translation>
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
    <name>OperationLabels</name>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="13"/>
        <source>add player {0}</source>
        <translation>aggiungi giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="14"/>
        <source>add {0} players</source>
        <translation>aggiungi {0} giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="15"/>
        <source>late entry {0}</source>
        <translation>iscrizione tardiva {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="16"/>
        <source>edit player {0}</source>
        <translation>modifica giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="17"/>
        <source>remove player {0}</source>
        <translation>rimuovi giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="18"/>
        <source>assign pairing numbers</source>
        <translation>assegna numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="20"/>
        <source>exchange pairing numbers {0} and {1}</source>
        <translation>scambio dei numeri di abbinamento {0} e {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="21"/>
        <source>withdraw player {0}</source>
        <translation>ritira giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="22"/>
        <source>reinstate player {0}</source>
        <translation>riammetti giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="24"/>
        <source>half-point bye: player {0}, round {1}</source>
        <translation>bye da mezzo punto: giocatore {0}, turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="26"/>
        <source>full-point bye: player {0}, round {1}</source>
        <translation>bye da un punto: giocatore {0}, turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="28"/>
        <source>zero-point bye: player {0}, round {1}</source>
        <translation>bye da zero punti: giocatore {0}, turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="29"/>
        <source>absence: player {0}, round {1}</source>
        <translation>assenza: giocatore {0}, turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="31"/>
        <source>remove request: player {0}, round {1}</source>
        <translation>rimuovi richiesta: giocatore {0}, turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="32"/>
        <source>clear result: round {0}, board {1}</source>
        <translation>cancella risultato: turno {0}, scacchiera {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="34"/>
        <source>result {0}: round {1}, board {2}</source>
        <translation>risultato {0}: turno {1}, scacchiera {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="36"/>
        <source>swap colours: round {0}, board {1}</source>
        <translation>inverti colori: turno {0}, scacchiera {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="38"/>
        <source>pair round {0}</source>
        <translation>abbina turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="39"/>
        <source>delete the last pairing</source>
        <translation>elimina l&apos;ultimo abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="40"/>
        <source>edit the pairing: round {0}</source>
        <translation>modifica abbinamento: turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="42"/>
        <source>swap players {0} and {1}: round {2}</source>
        <translation>scambia giocatori {0} e {1}: turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="44"/>
        <source>pair {0} against {1}: round {2}</source>
        <translation>abbina {0} contro {1}: turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="45"/>
        <source>unpair {0} and {1}: round {2}</source>
        <translation>separa {0} e {1}: turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="47"/>
        <source>pairing-allocated bye to {0}: round {1}</source>
        <translation>bye assegnato a {0}: turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="49"/>
        <source>remove the bye of {0}: round {1}</source>
        <translation>togli il bye di {0}: turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="50"/>
        <source>change {0}</source>
        <translation>modifica {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="51"/>
        <source>schedule of round {0}</source>
        <translation>calendario del turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="52"/>
        <source>forbid pairing {0}</source>
        <translation>vieta abbinamento {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="53"/>
        <source>remove forbidden pairing {0}</source>
        <translation>rimuovi abbinamento vietato {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="54"/>
        <source>add team {0}</source>
        <translation>aggiungi squadra {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="55"/>
        <source>roster of team {0}</source>
        <translation>formazione della squadra {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="56"/>
        <source>line-up: round {0}, match {1}</source>
        <translation>schieramento: turno {0}, incontro {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="58"/>
        <source>game {0}: round {1}, match {2}, board {3}</source>
        <translation>partita {0}: turno {1}, incontro {2}, scacchiera {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="60"/>
        <source>forfeited match: round {0}, match {1}</source>
        <translation>incontro a forfait: turno {0}, incontro {1}</translation>
    </message>
</context>
<context>
    <name>PairingEditor</name>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="84"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="39"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="84"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="68"/>
        <source>Selected board</source>
        <translation>Scacchiera selezionata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="69"/>
        <source>Swap colours</source>
        <translation>Inverti i colori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="71"/>
        <source>Unpair the board</source>
        <translation>Annulla l&apos;abbinamento della scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="80"/>
        <source>Swap two players (boards, bye)</source>
        <translation>Scambia due giocatori (scacchiere, bye)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="80"/>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="85"/>
        <source>Pair two players without an opponent</source>
        <translation>Abbina due giocatori senza avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="86"/>
        <source>Pair</source>
        <translation>Abbina</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="100"/>
        <source>Pairing-allocated bye</source>
        <translation>Bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="102"/>
        <source>Give the bye</source>
        <translation>Assegna il bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="104"/>
        <source>Remove the bye</source>
        <translation>Togli il bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="118"/>
        <source>Apply anyway</source>
        <translation>Applica comunque</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="120"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="142"/>
        <source>No round is paired yet</source>
        <translation>Nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="169"/>
        <source>Pairing-allocated bye: {0}</source>
        <translation>Bye assegnato dall&apos;abbinamento: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="170"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="172"/>
        <source>Left without an opponent: {0}</source>
        <translation>Senza avversario: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="176"/>
        <source>Not paired: {0}</source>
        <translation>Non abbinati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="221"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; breaks absolute pairing rules:&lt;ul&gt;{1}&lt;/ul&gt;Apply it all the same?</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; viola criteri assoluti di abbinamento:&lt;ul&gt;{1}&lt;/ul&gt;Applicare comunque?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="245"/>
        <source>select a board in the list first</source>
        <translation>selezionare prima una scacchiera nell&apos;elenco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="253"/>
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
        <source>Tournament rating</source>
        <translation>Rating di torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="174"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="175"/>
        <source>Born</source>
        <translation>Nascita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="181"/>
        <source>late entry, round {0}</source>
        <translation>iscrizione tardiva, turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="183"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="187"/>
        <source>{0} points after round {1}</source>
        <translation>{0} punti dopo il turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="185"/>
        <source>not paired yet</source>
        <translation>non ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="191"/>
        <source>, rank {0} of {1}</source>
        <translation>, posizione {0} su {1}</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_chooser.py" line="42"/>
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
        <source>Tournament rating (method OTHER)</source>
        <translation>Rating di torneo (metodo OTHER)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="38"/>
        <source>Later ratings (events over 30 days)</source>
        <translation>Rating successivi (eventi oltre 30 giorni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="39"/>
        <source>round:rating; e.g. 5:2150; 8:2170</source>
        <translation>turno:rating; es. 5:2150; 8:2170</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="40"/>
        <source>Birth date</source>
        <translation>Data di nascita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="40"/>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/GG</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="41"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="47"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="48"/>
        <source>Plays from</source>
        <translation>Gioca dal</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="49"/>
        <source>A half-point bye for every round missed (if the regulations give one)</source>
        <translation>Un bye da mezzo punto per ogni turno perso (se il regolamento lo prevede)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="50"/>
        <source>Rounds missed</source>
        <translation>Turni persi</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="37"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="37"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="37"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="37"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="37"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="38"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="38"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="38"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="38"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="40"/>
        <source>Search by name, federation or club, or by pairing number or FIDE ID</source>
        <translation>Cerca per nome, federazione o circolo, o per numero di abbinamento o ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="49"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Aggiungi giocatore…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="50"/>
        <source>&amp;Edit player…</source>
        <translation>&amp;Modifica giocatore…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="51"/>
        <source>&amp;Remove player</source>
        <translation>&amp;Rimuovi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="52"/>
        <source>&amp;Late entry…</source>
        <translation>&amp;Iscrizione tardiva…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="53"/>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Ritiro…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="54"/>
        <source>Bye or &amp;absence…</source>
        <translation>Bye o &amp;assenza…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="55"/>
        <source>Assign &amp;pairing numbers</source>
        <translation>Assegna i &amp;numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="56"/>
        <source>E&amp;xchange pairing number…</source>
        <translation>S&amp;cambia numero di abbinamento…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="57"/>
        <source>Player &amp;card</source>
        <translation>S&amp;cheda giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="98"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="100"/>
        <source>entered in round {0}</source>
        <translation>entrato al turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="101"/>
        <source>½ bye</source>
        <translation>bye da ½</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="101"/>
        <source>1 bye</source>
        <translation>bye da 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="102"/>
        <source>0 bye</source>
        <translation>bye da 0</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="102"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="103"/>
        <source>{0} round {1}</source>
        <translation>{0} turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="164"/>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="172"/>
        <source>Edit player {0}</source>
        <translation>Modifica giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="186"/>
        <location filename="../../arbiter_gui/ui/players_view.py" line="207"/>
        <source>Late entry</source>
        <translation>Iscrizione tardiva</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="204"/>
        <source>{0} ranks as No. {1} (C.04.2 2.2). Renumbering gives him that number and moves players {1}-{2} down one number ({3}): numbers already printed change.
Keeping the numbers gives him No. {4}.</source>
        <translation>{0} si colloca al n. {1} (C.04.2 2.2). Rinumerando riceve quel numero e i giocatori {1}-{2} scendono di un numero ({3}): i numeri già stampati cambiano.
Mantenendo i numeri riceve il n. {4}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="208"/>
        <source>Renumber</source>
        <translation>Rinumera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="209"/>
        <source>Keep the numbers</source>
        <translation>Mantieni i numeri</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="223"/>
        <source>Withdraw from the round chosen</source>
        <translation>Ritira dal turno scelto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="223"/>
        <source>Reinstate (play every round)</source>
        <translation>Reintegra (gioca tutti i turni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="224"/>
        <source>Withdraw {0}</source>
        <translation>Ritira {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="236"/>
        <source>Half-point bye</source>
        <translation>Bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="236"/>
        <source>Zero-point bye</source>
        <translation>Bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="237"/>
        <source>Full-point bye</source>
        <translation>Bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="237"/>
        <source>Absent</source>
        <translation>Assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="238"/>
        <source>No request</source>
        <translation>Nessuna richiesta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="239"/>
        <source>Request of {0}</source>
        <translation>Richiesta di {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="258"/>
        <location filename="../../arbiter_gui/ui/players_view.py" line="264"/>
        <source>Exchange pairing number</source>
        <translation>Scambia numero di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="259"/>
        <source>No other player has the tournament rating {0}.</source>
        <translation>Nessun altro giocatore ha il rating di torneo {0}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="265"/>
        <source>Exchange No. {0} {1} with (same tournament rating {2}):</source>
        <translation>Scambia il n. {0} {1} con (stesso rating di torneo {2}):</translation>
    </message>
</context>
<context>
    <name>RatingListDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="32"/>
        <source>Players from the rating list</source>
        <translation>Giocatori dalla lista Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="34"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="34"/>
        <source>Rapid</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="34"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="35"/>
        <source>Effective Rapid</source>
        <translation>Rapid effettivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="35"/>
        <source>Effective Blitz</source>
        <translation>Blitz effettivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="40"/>
        <source>Name or FIDE ID</source>
        <translation>Nome o ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="44"/>
        <source>{0} players in {1}</source>
        <translation>{0} giocatori in {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="46"/>
        <source>Add FIDE IDs from a file…</source>
        <translation>Aggiungi ID FIDE da un file…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="87"/>
        <source>not rated in this list</source>
        <translation>senza rating in questa lista</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="91"/>
        <source>{0}: {1} (take this rating)</source>
        <translation>{0}: {1} (usa questo rating)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="118"/>
        <source>{0} players chosen</source>
        <translation>{0} giocatori scelti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="132"/>
        <source>FIDE IDs</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="132"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>File di testo (*.txt *.csv);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>RoundDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="109"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="110"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="115"/>
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
        <location filename="../../arbiter_gui/ui/round_panel.py" line="252"/>
        <source>No tournament</source>
        <translation>Nessun torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="261"/>
        <source>Withdraw from round {0} on</source>
        <translation>Ritira dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="264"/>
        <source>{0} from round {1}</source>
        <translation>{0} dal turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="266"/>
        <source>Withdrawn: {0}</source>
        <translation>Ritirati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="266"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="268"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="268"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="278"/>
        <source>Set: {0}</source>
        <translation>Gruppo: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="279"/>
        <source>Set: choose at least two players who must not meet</source>
        <translation>Gruppo: scegliere almeno due giocatori che non devono incontrarsi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="299"/>
        <source>no player matches &apos;{0}&apos;: type a name or a pairing number</source>
        <translation>nessun giocatore corrisponde a &apos;{0}&apos;: digitare un nome o un numero di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="300"/>
        <source>choose a player first</source>
        <translation>scegliere prima un giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="313"/>
        <source>date &apos;{0}&apos;: write it as YYYY/MM/DD, e.g. 2026/03/14</source>
        <translation>data &apos;{0}&apos;: scriverla come AAAA/MM/GG, ad es. 2026/03/14</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="316"/>
        <source>time &apos;{0}&apos;: write it as HH:MM, e.g. 15:00</source>
        <translation>ora &apos;{0}&apos;: scriverla come hh:mm, ad es. 15:00</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="331"/>
        <source>select the request to remove in the list</source>
        <translation>selezionare nell&apos;elenco la richiesta da rimuovere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="349"/>
        <source>player {0} is not withdrawn</source>
        <translation>il giocatore {0} non è ritirato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="359"/>
        <source>player {0} is already in the set</source>
        <translation>il giocatore {0} è già nel gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="373"/>
        <source>a forbidden pairing needs at least two players: add them to the set first</source>
        <translation>un abbinamento vietato richiede almeno due giocatori: aggiungerli prima al gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="388"/>
        <source>select the forbidden pairing to remove in the list</source>
        <translation>selezionare nell&apos;elenco l&apos;abbinamento vietato da rimuovere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="395"/>
        <source>from {0}</source>
        <translation>dal {0}</translation>
    </message>
</context>
<context>
    <name>SessionBar</name>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="25"/>
        <source>Start manual pairing</source>
        <translation>Inizia l&apos;abbinamento manuale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="27"/>
        <source>End session and compare with the engine</source>
        <translation>Chiudi la sessione e confronta con il motore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="29"/>
        <source>Pair the next round by hand</source>
        <translation>Abbina a mano il turno successivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="47"/>
        <source>Manual-pairing session open on round {0}: no round can be paired until it ends.</source>
        <translation>Sessione di abbinamento manuale aperta sul turno {0}: nessun turno può essere abbinato finché non si chiude.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="51"/>
        <source>No manual-pairing session: in FIDE mode a pairing is changed by hand only inside one.</source>
        <translation>Nessuna sessione di abbinamento manuale: in modalità FIDE un abbinamento si modifica a mano solo dentro una sessione.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="52"/>
        <source>No manual-pairing session.</source>
        <translation>Nessuna sessione di abbinamento manuale.</translation>
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
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="77"/>
        <source>FIDE&apos;s rules enforced (an event FIDE rates)</source>
        <translation>Regole FIDE applicate (torneo valido per la FIDE)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="78"/>
        <source>FIDE mode</source>
        <translation>Modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="80"/>
        <source>Chosen when the tournament was created; FIDE mode is left from the Log tab, for good.</source>
        <translation>Scelta alla creazione del torneo; si esce dalla modalità FIDE dalla scheda Registro, per sempre.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="86"/>
        <source>Number of rounds</source>
        <translation>Numero di turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="88"/>
        <source>FIDE (Dutch) system, C.04.3</source>
        <translation>Sistema FIDE (olandese), C.04.3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="88"/>
        <source>Dubov system, C.04.4.1</source>
        <translation>Sistema Dubov, C.04.4.1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="89"/>
        <source>Burstein system, C.04.4.2</source>
        <translation>Sistema Burstein, C.04.4.2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="89"/>
        <source>Lim system, C.04.4.3</source>
        <translation>Sistema Lim, C.04.4.3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="90"/>
        <source>Lim system, Maxi-tournament (C.04.4.3 3.2.3)</source>
        <translation>Sistema Lim, maxi-torneo (C.04.4.3 3.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="91"/>
        <source>Round robin, C.05</source>
        <translation>Girone all&apos;italiana, C.05</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="91"/>
        <source>Double round robin, C.05</source>
        <translation>Doppio girone all&apos;italiana, C.05</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="92"/>
        <source>Double-Swiss system, C.04.5 (a round is a match of two games)</source>
        <translation>Sistema Double-Swiss, C.04.5 (un turno è un incontro di due partite)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="93"/>
        <source>Team Swiss, C.04.6 (Type A colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (preferenze di colore di tipo A)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="94"/>
        <source>Team Swiss, C.04.6 (Type B colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (preferenze di colore di tipo B)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="95"/>
        <source>Team Swiss, C.04.6 (no colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (senza preferenze di colore)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="99"/>
        <source>Pairing system</source>
        <translation>Sistema di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="102"/>
        <source>Boards per match (team events)</source>
        <translation>Scacchiere per incontro (tornei a squadre)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="104"/>
        <source>Match points (then game points)</source>
        <translation>Punti squadra (poi punti individuali)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="105"/>
        <source>Game points (then match points)</source>
        <translation>Punti individuali (poi punti squadra)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="106"/>
        <source>Primary score (team events, C.04.6 1.2.1)</source>
        <translation>Punteggio principale (tornei a squadre, C.04.6 1.2.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="108"/>
        <source>No acceleration</source>
        <translation>Nessuna accelerazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="108"/>
        <source>Baku acceleration, C.04.7</source>
        <translation>Accelerazione Baku, C.04.7</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="111"/>
        <source>Acceleration</source>
        <translation>Accelerazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="113"/>
        <source>Drawn by lot at the first pairing</source>
        <translation>Sorteggiato al primo abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="113"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="113"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="114"/>
        <source>Top player&apos;s colour in round 1</source>
        <translation>Colore del primo giocatore al turno 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="117"/>
        <source>Rating used (TRF 172)</source>
        <translation>Elo usato (TRF 172)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="119"/>
        <source>Alphabetically</source>
        <translation>In ordine alfabetico</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="119"/>
        <source>FIDE ID, lowest first</source>
        <translation>ID FIDE, prima il più basso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="120"/>
        <source>Age, older first</source>
        <translation>Età, prima il più anziano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="120"/>
        <source>Age, younger first</source>
        <translation>Età, prima il più giovane</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="123"/>
        <source>Equal rating and title ranked (C.04.2 2.2.3)</source>
        <translation>Pari rating e titolo ordinati (C.04.2 2.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="125"/>
        <source>Tie-breaks in order (C.07 codes)</source>
        <translation>Spareggi in ordine (codici C.07)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="127"/>
        <source>From the start date (2026 rules from 1 March 2026)</source>
        <translation>Dalla data d&apos;inizio (regole 2026 dal 1° marzo 2026)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="129"/>
        <source>C.07, {0} rules</source>
        <translation>C.07, regole {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="130"/>
        <source>Tie-break rules</source>
        <translation>Regole degli spareggi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="131"/>
        <source>none (ARO, TPR... dropped)</source>
        <translation>nessuno (ARO, TPR... esclusi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="132"/>
        <source>Rating of unrated players (tie-breaks)</source>
        <translation>Rating dei giocatori senza rating (spareggi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="133"/>
        <source>Longer than 30 days (players&apos; ratings may change during it)</source>
        <translation>Più lungo di 30 giorni (i rating dei giocatori possono cambiare)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="134"/>
        <source>Long event</source>
        <translation>Evento lungo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="136"/>
        <source>Each player&apos;s first rating (C.07 10)</source>
        <translation>Il primo rating di ogni giocatore (C.07 10)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="137"/>
        <source>The rating of each game&apos;s round</source>
        <translation>Il rating del turno di ogni partita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="138"/>
        <source>Rating tie-breaks of a long event use</source>
        <translation>Gli spareggi sul rating di un evento lungo usano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="141"/>
        <source>Win</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="141"/>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="141"/>
        <source>Loss</source>
        <translation>Sconfitta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="141"/>
        <source>Zero-point bye</source>
        <translation>Bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="141"/>
        <source>Forfeit loss</source>
        <translation>Sconfitta a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="142"/>
        <source>Half-point bye</source>
        <translation>Bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="142"/>
        <source>Full-point bye</source>
        <translation>Bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="142"/>
        <source>Forfeit win</source>
        <translation>Vittoria a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="143"/>
        <source>Pairing-allocated bye</source>
        <translation>Bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="170"/>
        <source>Locked: round 1 is paired, and this decides how rounds are paired.</source>
        <translation>Bloccato: il turno 1 è abbinato, e questo decide come si abbinano i turni.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="179"/>
        <source>Locked in FIDE mode once round 1 is paired.</source>
        <translation>Bloccato in modalità FIDE dopo l&apos;abbinamento del turno 1.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="215"/>
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
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="104"/>
        <source>Strength from the roster: {0}</source>
        <translation>Forza dalla formazione: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_dialog.py" line="110"/>
        <source>A team needs a name.</source>
        <translation>Una squadra deve avere un nome.</translation>
    </message>
</context>
<context>
    <name>TeamStandingsView</name>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="26"/>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="45"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="26"/>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="26"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="26"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="27"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="27"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="27"/>
        <source>Opponents&apos; rating</source>
        <translation>Elo medio avversari</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="45"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="45"/>
        <source>MP</source>
        <translation>PS</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/team_standings_view.py" line="45"/>
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
<context>
    <name>dialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="56"/>
        <source>Confirm again</source>
        <translation>Conferma di nuovo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="57"/>
        <source>This cannot be undone by any setting: {0}. Are you sure?</source>
        <translation>Nessuna impostazione potrà annullarlo: {0}. Confermi?</translation>
    </message>
</context>
</TS>
