<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>BergerDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="392"/>
        <source>Berger numbers</source>
        <translation>Numeri Berger</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="396"/>
        <source>Varma draw by lot (C.05 Annex 2)</source>
        <translation>Sorteggio con le tabelle Varma (C.05 Allegato 2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="399"/>
        <source>Set up the table (teams, rounds)</source>
        <translation>Prepara il tabellone (squadre, turni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="402"/>
        <source>Draw by lot</source>
        <translation>Sorteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="403"/>
        <source>By hand</source>
        <translation>A mano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="403"/>
        <source>Rating order (C.04.2 2.2)</source>
        <translation>Ordine di Elo (C.04.2 2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="405"/>
        <source>The present pairing numbers in the order of the new Berger numbers</source>
        <translation>Gli attuali numeri di abbinamento nell&apos;ordine dei nuovi numeri Berger</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="407"/>
        <source>The teams in the order of the table (A, B, ...), separated by commas</source>
        <translation>Le squadre nell&apos;ordine del tabellone (A, B, ...), separate da virgole</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="411"/>
        <source>by rating</source>
        <translation>per Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="413"/>
        <source>Now: {0}</source>
        <translation>Ora: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="416"/>
        <source>Record of the draw</source>
        <translation>Verbale del sorteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="417"/>
        <source>Method</source>
        <translation>Metodo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="418"/>
        <source>Order (by hand)</source>
        <translation>Ordine (a mano)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="420"/>
        <source>Teams in table order</source>
        <translation>Squadre nell&apos;ordine del tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="442"/>
        <source>Type the pairing numbers separated by spaces, e.g. 3 1 4 2</source>
        <translation>Scrivere i numeri di abbinamento separati da spazi, ad es. 3 1 4 2</translation>
    </message>
</context>
<context>
    <name>BoardEntry</name>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="75"/>
        <source>board no.</source>
        <translation>n. scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="76"/>
        <source>Type a board number and Enter, then the result key; or e.g. 17 1, 17= then Enter</source>
        <translation>Scrivi il numero della scacchiera e Invio, poi il tasto del risultato; oppure ad es. 17 1, 17= e Invio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="84"/>
        <source>&apos;{0}&apos;: type a board number of this round, then Enter</source>
        <translation>&apos;{0}&apos;: scrivi il numero di una scacchiera di questo turno, poi Invio</translation>
    </message>
</context>
<context>
    <name>BoardsView</name>
    <message>
        <location filename="../../arbiter_gui/ui/boards_view.py" line="37"/>
        <source>Results: select a board (or type its number in the board box, Ctrl+B, and Enter) and type 1 (White wins), 0 (Black wins), = or 5 (draw), + or - (forfeit win for White or Black), * (both forfeited), w (½-0), b (0-½), x (0-0), a (adjourned); Delete clears.</source>
        <translation>Risultati: seleziona una scacchiera (o scrivine il numero nella casella scacchiera, Ctrl+B, e Invio) e digita 1 (vince il Bianco), 0 (vince il Nero), = o 5 (patta), + o - (vittoria a forfait del Bianco o del Nero), * (entrambi a forfait), w (½-0), b (0-½), x (0-0), a (partita sospesa); Canc cancella.</translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="55"/>
        <source>Armageddon: White</source>
        <translation>Armageddon: Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="59"/>
        <source>White withdraws</source>
        <translation>Il Bianco si ritira</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="59"/>
        <source>Black withdraws</source>
        <translation>Il Nero si ritira</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="64"/>
        <source>Through by lot</source>
        <translation>Qualificato per sorteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="65"/>
        <source>Every phase is level: the player chosen in the Armageddon box goes through by the regulations&apos; last resort</source>
        <translation>Ogni fase è in parità: il giocatore scelto nella casella Armageddon si qualifica con l&apos;ultima risorsa del regolamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="70"/>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="70"/>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="70"/>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="77"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="70"/>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="78"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="71"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="71"/>
        <source>Through</source>
        <translation>Qualificato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="71"/>
        <source>Games (White–Black)</source>
        <translation>Partite (Bianco–Nero)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="77"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="77"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="77"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="91"/>
        <source>Select a match, then its next game, and type its result: 1, 0, = (or 5), + or - (forfeit: the opponent goes through). Edit &gt; Undo takes back the last entry.</source>
        <translation>Seleziona un incontro, poi la sua prossima partita, e digita il risultato: 1, 0, = (o 5), + o - (forfait: passa l&apos;avversario). Modifica &gt; Annulla toglie l&apos;ultimo inserimento.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="100"/>
        <source>Draw the knockout</source>
        <translation>Sorteggio dell&apos;eliminazione diretta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="106"/>
        <source>then an Armageddon game (a draw qualifies Black)</source>
        <translation>poi una partita Armageddon (la patta qualifica il Nero)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="107"/>
        <source>a match for third place</source>
        <translation>una finale per il terzo posto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="108"/>
        <source>double elimination: a repechage of the players beaten once (2.4.1)</source>
        <translation>doppia eliminazione: un ripescaggio dei giocatori battuti una volta (2.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="110"/>
        <source>partial repechage: round 1 pairs everyone and its strongest losers come back to make round 2 a power of two (2.4)</source>
        <translation>ripescaggio parziale: il turno 1 abbina tutti e i suoi perdenti più forti rientrano per portare il turno 2 a una potenza di due (2.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="113"/>
        <source>time control, e.g. {0}</source>
        <translation>cadenza, ad es. {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="116"/>
        <source>Games of each match:</source>
        <translation>Partite di ogni incontro:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="117"/>
        <source>Rapid tie-break games:</source>
        <translation>Spareggi rapid:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="118"/>
        <source>Blitz tie-break games:</source>
        <translation>Spareggi blitz:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="129"/>
        <source>Qualifiers of each group:</source>
        <translation>Qualificati per girone:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="134"/>
        <source>&amp;Draw the knockout</source>
        <translation>&amp;Sorteggia l&apos;eliminazione diretta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="136"/>
        <source>The players are seeded in pairing-number order; the top seeds get the byes of round 1. A player whose entry round is later has a wild card for that round; withdrawn players are left out.</source>
        <translation>Le teste di serie seguono l&apos;ordine dei numeri di abbinamento; i primi ricevono i bye del turno 1. Un giocatore con un turno di ingresso successivo ha una wild card per quel turno; i giocatori ritirati sono esclusi.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="140"/>
        <source>After the group stage: the first of each pool&apos;s standings (of the standings, after a Swiss or a round robin) qualify, with the standings&apos; tie-breaks, seeded place by place, pool by pool; players who met in the group stage are kept apart when possible.</source>
        <translation>Dopo la fase a gironi: si qualificano i primi della classifica di ogni girone (della classifica, dopo uno Svizzero o un girone all&apos;italiana), con gli spareggi della classifica, ordinati posto per posto, girone per girone; i giocatori che si sono incontrati nella fase a gironi sono tenuti separati quando possibile.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="187"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="189"/>
        <source>the event is over</source>
        <translation>torneo concluso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="189"/>
        <source>being played</source>
        <translation>in corso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="221"/>
        <source>main</source>
        <translation>tabellone principale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="221"/>
        <source>repechage</source>
        <translation>ripescaggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="221"/>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="222"/>
        <source>deciding match</source>
        <translation>spareggio finale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="222"/>
        <source>third place</source>
        <translation>terzo posto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="225"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="225"/>
        <source>rapid</source>
        <translation>rapid</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="225"/>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="226"/>
        <source>Armageddon</source>
        <translation>Armageddon</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="239"/>
        <source>{0}: place {1}</source>
        <translation>{0}: posto {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="243"/>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="246"/>
        <source>wild card</source>
        <translation>wild card</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="246"/>
        <source>waits</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="288"/>
        <source>Why {0} meets {1}: {2}</source>
        <translation>Perché {0} incontra {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="289"/>
        <source>Colours of the first game: {0}</source>
        <translation>Colori della prima partita: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="291"/>
        <source>Match format: {0}</source>
        <translation>Formato dell&apos;incontro: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="294"/>
        <source>Decided ({0}): {1}</source>
        <translation>Deciso ({0}): {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="330"/>
        <source>Only the next game of an undecided match takes a result; Edit &gt; Undo takes back the last one.</source>
        <translation>Solo la prossima partita di un incontro non deciso riceve un risultato; Modifica &gt; Annulla toglie l&apos;ultimo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/bracket_view.py" line="334"/>
        <source>A knockout game is won, drawn or forfeited: type 1, 0, =, + or -.</source>
        <translation>Una partita a eliminazione diretta è vinta, patta o persa a forfait: digita 1, 0, =, + o -.</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="24"/>
        <source>Record a challenge</source>
        <translation>Registra una sfida</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="28"/>
        <source>Round {0} (this evening)</source>
        <translation>Turno {0} (questa serata)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="30"/>
        <source>Round {0} (a new evening)</source>
        <translation>Turno {0} (una nuova serata)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="36"/>
        <source>The challenger has White</source>
        <translation>Lo sfidante ha il Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="39"/>
        <source>Evening</source>
        <translation>Serata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="40"/>
        <source>Challenger</source>
        <translation>Sfidante</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="41"/>
        <source>Challenged player</source>
        <translation>Giocatore sfidato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/challenge_dialog.py" line="73"/>
        <source>The ladder&apos;s rules allow this challenge.</source>
        <translation>Le regole della scala permettono questa sfida.</translation>
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
        <location filename="../../arbiter_gui/ui/warnings.py" line="31"/>
        <source>Confirm: {0}</source>
        <translation>Conferma: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="32"/>
        <source>Level {0}</source>
        <translation>Livello {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="34"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;&lt;ul&gt;{1}&lt;/ul&gt;Apply it?</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;&lt;ul&gt;{1}&lt;/ul&gt;Applicarla?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="36"/>
        <source>the arbiter&apos;s reason, written to the integrity log</source>
        <translation>il motivo dell&apos;arbitro, scritto nel registro di integrità</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="39"/>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
</context>
<context>
    <name>CrosstableView</name>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="19"/>
        <source>No</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="19"/>
        <source>Rk</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="20"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="20"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="21"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="21"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="22"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="107"/>
        <source>No round is paired yet</source>
        <translation>Nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="107"/>
        <source>No tournament</source>
        <translation>Nessun torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="117"/>
        <source>Working out the crosstable after round {0}…</source>
        <translation>Calcolo del tabellone dopo il turno {0}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/crosstable_view.py" line="121"/>
        <source>Crosstable after round {0}: {1} players</source>
        <translation>Tabellone dopo il turno {0}: {1} giocatori</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="108"/>
        <source>Tie-breaks: FIDE C.07, {0} rules ({1})</source>
        <translation>Spareggi: FIDE C.07, regole {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="115"/>
        <source>; unrated players rated {0}</source>
        <translation>; giocatori senza rating valutati {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="23"/>
        <source>pairing-allocated bye</source>
        <translation>bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="24"/>
        <source>half-point bye</source>
        <translation>bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="25"/>
        <source>full-point bye</source>
        <translation>bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="26"/>
        <source>zero-point bye</source>
        <translation>bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="27"/>
        <source>forfeit win (no opponent)</source>
        <translation>vittoria a forfait (senza avversario)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="28"/>
        <source>forfeit loss (absent)</source>
        <translation>sconfitta a forfait (assente)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="30"/>
        <source>withdrawn</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="73"/>
        <location filename="../../arbiter_gui/publish/site.py" line="24"/>
        <source>FIDE mode</source>
        <translation>Modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="74"/>
        <location filename="../../arbiter_gui/publish/site.py" line="24"/>
        <source>NOT in FIDE mode</source>
        <translation>NON in modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="88"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="403"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="64"/>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="63"/>
        <location filename="../../arbiter_gui/publish/site.py" line="59"/>
        <location filename="../../arbiter_gui/reports/knockout.py" line="45"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="95"/>
        <source>match {0} · game {1}</source>
        <translation>incontro {0} · partita {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="97"/>
        <source>round {0}</source>
        <translation>turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="31"/>
        <source>rests</source>
        <translation>riposa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="32"/>
        <source>no challenge</source>
        <translation>nessuna sfida</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="104"/>
        <source>chosen in the settings</source>
        <translation>scelte nelle impostazioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="105"/>
        <source>tournament started {0}</source>
        <translation>torneo iniziato il {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="106"/>
        <source>start date &apos;{0}&apos; is not a date</source>
        <translation>la data d&apos;inizio &apos;{0}&apos; non è una data</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="107"/>
        <source>no start date</source>
        <translation>nessuna data d&apos;inizio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="111"/>
        <source>; unrated players rated as the lowest rated participant</source>
        <translation>; giocatori senza Elo valutati come il partecipante con l&apos;Elo più basso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="113"/>
        <source>; unrated players rated at the average of the rated participants</source>
        <translation>; giocatori senza Elo valutati con la media dei partecipanti con Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="117"/>
        <source>; complete ties ranked by the arbiter: {0}</source>
        <translation>; parità complete ordinate dall&apos;arbitro: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="120"/>
        <source>; complete ties broken by lots (seed {0})</source>
        <translation>; parità complete decise per sorteggio (seme {0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="141"/>
        <source>Bd</source>
        <translation>Sc</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="141"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="244"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="74"/>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="109"/>
        <location filename="../../arbiter_gui/reports/knockout.py" line="47"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="142"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="144"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="156"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="230"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="283"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="350"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="31"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="142"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="143"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="156"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="234"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="256"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="283"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="351"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="460"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="31"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="143"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="91"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="144"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="244"/>
        <location filename="../../arbiter_gui/reports/board_cards.py" line="75"/>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="110"/>
        <location filename="../../arbiter_gui/reports/knockout.py" line="38"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="153"/>
        <source>Not paired</source>
        <translation>Non abbinati</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="155"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="229"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="255"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="281"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="298"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="348"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="399"/>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="47"/>
        <source>No</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="155"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="230"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="255"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="282"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="349"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="460"/>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="58"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="58"/>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="48"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="157"/>
        <source>Scores</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="172"/>
        <source>Chess960: the starting position is not drawn yet</source>
        <translation>Chess960: la posizione iniziale non è ancora sorteggiata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="174"/>
        <source>Chess960 starting position {0}: {1} (Black&apos;s pieces mirror White&apos;s)</source>
        <translation>Posizione iniziale Chess960 {0}: {1} (i pezzi del Nero rispecchiano quelli del Bianco)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="188"/>
        <source>Find your board on your phone: {0}</source>
        <translation>Trova la tua scacchiera sul telefono: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="199"/>
        <source>Pairings, {0}</source>
        <translation>Abbinamenti, {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="206"/>
        <source>Results, {0}</source>
        <translation>Risultati, {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="213"/>
        <source>Ladder after round {0}</source>
        <translation>Scala dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="215"/>
        <source>This event is not a ladder.</source>
        <translation>Questo torneo non è una scala.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="231"/>
        <source>Challenges</source>
        <translation>Sfide</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="233"/>
        <source>Rd</source>
        <translation>T.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="233"/>
        <source>Challenger</source>
        <translation>Sfidante</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="234"/>
        <source>Defender</source>
        <translation>Sfidato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="235"/>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="256"/>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="109"/>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="257"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="257"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="29"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="258"/>
        <source>Pairings by name, {0}</source>
        <translation>Abbinamenti in ordine alfabetico, {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="276"/>
        <source>left after fewer than half of the games: results not counted, C.05</source>
        <translation>ritirato prima di metà delle partite: risultati non conteggiati, C.05</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="281"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="298"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="348"/>
        <source>Rk</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="282"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="299"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="349"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="400"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="30"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="58"/>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="49"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="284"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="302"/>
        <source>Standings after round {0}</source>
        <translation>Classifica dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="299"/>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="48"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="300"/>
        <source>MP</source>
        <translation>PS</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="300"/>
        <source>GP</source>
        <translation>PI</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="325"/>
        <source>Tie-break</source>
        <translation>Spareggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="325"/>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="326"/>
        <source>Working (C.07)</source>
        <translation>Calcolo (C.07)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="329"/>
        <source>Tie-breaks of the tied groups after round {0}</source>
        <translation>Spareggi dei gruppi a pari punti dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="330"/>
        <source>Tie-breaks of the prize places after round {0}</source>
        <translation>Spareggi dei posti premiati dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="354"/>
        <source>Crosstable after round {0}</source>
        <translation>Tabellone dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="363"/>
        <source>(final)</source>
        <translation>(definitiva)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="367"/>
        <source>{0} results missing</source>
        <translation>{0} risultati mancanti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="368"/>
        <source>{0} games adjourned</source>
        <translation>{0} partite sospese</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="369"/>
        <source>(not final: {0})</source>
        <translation>(non definitiva: {0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="382"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="384"/>
        <source>enters in round {0}</source>
        <translation>entra al turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="399"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="30"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="400"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="401"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="401"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="402"/>
        <source>Nat</source>
        <translation>Naz</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="404"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="406"/>
        <source>Player list ({0} players)</source>
        <translation>Elenco giocatori ({0} giocatori)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="409"/>
        <source>alphabetically</source>
        <translation>in ordine alfabetico</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="410"/>
        <source>by FIDE ID, lowest first</source>
        <translation>per ID FIDE, prima il più basso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="411"/>
        <source>by age, older first</source>
        <translation>per età, prima il più anziano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="412"/>
        <source>by age, younger first</source>
        <translation>per età, prima il più giovane</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="418"/>
        <source>Pairing numbers (C.04.2 2.2): rating {0}, then title, then {1}</source>
        <translation>Numeri di abbinamento (C.04.2 2.2): rating {0}, poi titolo, poi {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="428"/>
        <source>Time (UTC)</source>
        <translation>Ora (UTC)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="428"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="29"/>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="41"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="429"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="429"/>
        <source>What changed</source>
        <translation>Che cosa è cambiato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="430"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="432"/>
        <source>No pairing-integrity event: every pairing is the engine&apos;s.</source>
        <translation>Nessun evento di integrità: ogni abbinamento è quello del motore.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="434"/>
        <source>Pairing-integrity log ({0} events)</source>
        <translation>Registro di integrità degli abbinamenti ({0} eventi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="443"/>
        <source>Prizes after round {0}</source>
        <translation>Premi dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="445"/>
        <source>No prize list: write it in Tournament &gt; Settings, page Prizes.</source>
        <translation>Nessun elenco premi: scrivilo in Torneo &gt; Impostazioni, pagina Premi.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="125"/>
        <source>Main list</source>
        <translation>Classifica generale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="459"/>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="229"/>
        <location filename="../../arbiter_gui/reports/documents.py" line="459"/>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="461"/>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/documents.py" line="461"/>
        <source>Shared with</source>
        <translation>Diviso con</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="126"/>
        <source>Tied players are separated by the tie-breaks.</source>
        <translation>I giocatori a pari punti sono separati dagli spareggi.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="127"/>
        <source>Tied players share by the Hort system: half of their prizes equally, half by the tie-breaks.</source>
        <translation>I giocatori a pari punti dividono con il sistema Hort: metà dei premi in parti uguali, metà secondo gli spareggi.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="135"/>
        <source>One prize per player.</source>
        <translation>Un premio per giocatore.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/texts.py" line="143"/>
        <source>Not awarded (no eligible player): {0}</source>
        <translation>Non assegnati (nessun giocatore idoneo): {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="32"/>
        <source>Pairing sheet (by board)</source>
        <translation>Abbinamenti (per scacchiera)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="33"/>
        <source>Pairing sheet (alphabetical)</source>
        <translation>Abbinamenti (in ordine alfabetico)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="34"/>
        <source>Results of the round</source>
        <translation>Risultati del turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="35"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="36"/>
        <source>Crosstable (wall chart)</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="37"/>
        <source>Tie-break report (prize places)</source>
        <translation>Rapporto spareggi (posti premiati)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="38"/>
        <source>Tie-break report (tied groups)</source>
        <translation>Rapporto spareggi (gruppi a pari punti)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="39"/>
        <source>Player list</source>
        <translation>Elenco giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="40"/>
        <source>Board cards</source>
        <translation>Cartellini di scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="41"/>
        <source>Match cards (team events)</source>
        <translation>Cartellini di incontro (tornei a squadre)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="42"/>
        <source>Pairing report (last pairing)</source>
        <translation>Rapporto di abbinamento (ultimo abbinamento)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="43"/>
        <source>Pairing-integrity log</source>
        <translation>Registro di integrità degli abbinamenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="44"/>
        <source>Prize list</source>
        <translation>Elenco premi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="45"/>
        <source>Norm report (title norms)</source>
        <translation>Rapporto norme (norme di titolo)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="46"/>
        <source>Schedule table (fixed schedules)</source>
        <translation>Tabellone degli abbinamenti (calendari prefissati)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="47"/>
        <source>Knockout bracket (wall chart)</source>
        <translation>Tabellone a eliminazione diretta (da parete)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="48"/>
        <source>Match cards (knockout, round being played)</source>
        <translation>Schede degli incontri (eliminazione diretta, turno in corso)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/catalogue.py" line="49"/>
        <source>Ladder (places and challenges)</source>
        <translation>Scala (posti e sfide)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/paged.py" line="119"/>
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
        <location filename="../../arbiter_gui/reports/knockout.py" line="42"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/match_cards.py" line="67"/>
        <location filename="../../arbiter_gui/reports/knockout.py" line="41"/>
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
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="58"/>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="59"/>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="59"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="59"/>
        <source>Colour pref. (1.7)</source>
        <translation>Pref. colore (1.7)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="60"/>
        <source>Colour diff. (1.6)</source>
        <translation>Diff. colore (1.6)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="61"/>
        <source>Floats: 2 rounds ago / last (1.4)</source>
        <translation>Flottaggi: 2 turni fa / ultimo (1.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="61"/>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="83"/>
        <source>S1 / higher</source>
        <translation>S1 / più alto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="84"/>
        <source>opponent</source>
        <translation>avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="85"/>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="111"/>
        <source>Colour rule (5.2)</source>
        <translation>Regola del colore (5.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="87"/>
        <source>Downfloaters:</source>
        <translation>Flottanti in giù:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="104"/>
        <source>Pairing report, round {0}</source>
        <translation>Rapporto di abbinamento, turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/pairing_report.py" line="107"/>
        <source>System: {0} (FIDE C.04, rules applied from 1 February 2026)</source>
        <translation>Sistema: {0} (FIDE C.04, regole in vigore dal 1° febbraio 2026)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="37"/>
        <source>Title norms after round {0}</source>
        <translation>Norme di titolo dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="40"/>
        <source>FIDE Title Regulations (B.01) applied from 1 January 2024, articles 1.4.1-1.4.9.</source>
        <translation>Regolamento FIDE dei titoli (B.01) in vigore dal 1° gennaio 2024, articoli 1.4.1-1.4.9.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="43"/>
        <source>The event meets 1.4.3d (foreign players in every round): 1.4.3 and 1.4.4 are waived.</source>
        <translation>Il torneo soddisfa 1.4.3d (giocatori stranieri in ogni turno): 1.4.3 e 1.4.4 non si applicano.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="45"/>
        <source>The event does not meet 1.4.3d: 1.4.3 and 1.4.4 apply.</source>
        <translation>Il torneo non soddisfa 1.4.3d: si applicano 1.4.3 e 1.4.4.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="46"/>
        <source>No host federation in the settings: 1.4.3d not applied.</source>
        <translation>Nessuna federazione ospitante nelle impostazioni: 1.4.3d non applicato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="49"/>
        <source>The settings name this event under {0}: 1.4.3 and 1.4.4 are waived for the players it covers.</source>
        <translation>Le impostazioni indicano questo torneo secondo {0}: 1.4.3 e 1.4.4 non si applicano ai giocatori interessati.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="59"/>
        <source>Norm</source>
        <translation>Norma</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="60"/>
        <source>Ra</source>
        <translation>Ra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="60"/>
        <source>Rp</source>
        <translation>Rp</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="61"/>
        <source>Games counted</source>
        <translation>Partite contate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="62"/>
        <source>Rounds left out</source>
        <translation>Turni esclusi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="64"/>
        <source>No title norm met.</source>
        <translation>Nessuna norma di titolo conseguita.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="66"/>
        <source>{0}: {1} norm</source>
        <translation>{0}: norma di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/norm_report.py" line="69"/>
        <source>Not checked (the event&apos;s data cannot show them):</source>
        <translation>Non verificato (i dati del torneo non lo mostrano):</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="21"/>
        <source>Schedule table</source>
        <translation>Tabellone degli abbinamenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="24"/>
        <source>This tournament is not paired from a fixed schedule.</source>
        <translation>Questo torneo non è abbinato con un calendario prefissato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="36"/>
        <source>Rests</source>
        <translation>Riposa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="47"/>
        <source>Table</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="49"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="50"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="50"/>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="56"/>
        <source>Match score</source>
        <translation>Risultato dell&apos;incontro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/schedule_table.py" line="60"/>
        <source>Pairing numbers</source>
        <translation>Numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="35"/>
        <source>(being played)</source>
        <translation>(in corso)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="36"/>
        <source>Armageddon</source>
        <translation>Armageddon</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="37"/>
        <source>Black in game 1</source>
        <translation>Nero nella partita 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="39"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="40"/>
        <source>Knockout bracket</source>
        <translation>Tabellone a eliminazione diretta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="43"/>
        <source>Third place</source>
        <translation>Terzo posto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="44"/>
        <source>This tournament has no knockout event.</source>
        <translation>Questo torneo non ha un tabellone a eliminazione diretta.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="46"/>
        <source>White in game 1</source>
        <translation>Bianco nella partita 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="48"/>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="49"/>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="50"/>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="51"/>
        <source>deciding match</source>
        <translation>spareggio finale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="52"/>
        <source>final</source>
        <translation>finale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="53"/>
        <source>rapid</source>
        <translation>rapid</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="54"/>
        <source>repechage</source>
        <translation>ripescaggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="55"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/reports/knockout.py" line="56"/>
        <source>third place</source>
        <translation>terzo posto</translation>
    </message>
</context>
<context>
    <name>DocumentsDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="55"/>
        <source>Print and export</source>
        <translation>Stampa ed esporta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="99"/>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="100"/>
        <source>Save as PDF…</source>
        <translation>Salva in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="108"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="37"/>
        <source>Excel workbook (.xlsx)</source>
        <translation>Cartella di lavoro Excel (.xlsx)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="38"/>
        <source>TRF-2026 (FIDE rating report)</source>
        <translation>TRF-2026 (rapporto per l&apos;Elo FIDE)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="76"/>
        <source>compact</source>
        <translation>compatto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="76"/>
        <source>readable (9 pt)</source>
        <translation>leggibile (9 pt)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="76"/>
        <source>large (10 pt)</source>
        <translation>grande (10 pt)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="79"/>
        <source>&amp;Document</source>
        <translation>&amp;Documento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="79"/>
        <source>&amp;Round</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="80"/>
        <source>Page si&amp;ze</source>
        <translation>For&amp;mato pagina</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="80"/>
        <source>&amp;Text</source>
        <translation>Te&amp;sto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="87"/>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="88"/>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="89"/>
        <source>Fit width</source>
        <translation>Adatta alla larghezza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="90"/>
        <source>Whole page</source>
        <translation>Pagina intera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="113"/>
        <source>Export the tournament:</source>
        <translation>Esporta il torneo:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="195"/>
        <source>Pages: {0}</source>
        <translation>Pagine: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="224"/>
        <source>Saved {0}; {1} name(s) longer than 33 characters were cut to fit the TRF file (the tournament keeps them whole): {2}</source>
        <translation>Salvato {0}; {1} nome/i più lungo/i di 33 caratteri è stato troncato nel file TRF (il torneo lo conserva intero): {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="242"/>
        <source>Not exported: the FIDE rating report needs {0} more field(s): {1}</source>
        <translation>Non esportato: il rapporto per la variazione Elo FIDE richiede ancora {0} campo/i: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="257"/>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="258"/>
        <source>Saved {0}</source>
        <translation>Salvato {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="276"/>
        <source>Save as PDF</source>
        <translation>Salva in PDF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/documents_dialog.py" line="284"/>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
</context>
<context>
    <name>Domain</name>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="40"/>
        <source>manual pairing alteration</source>
        <translation>modifica manuale degli abbinamenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="41"/>
        <source>imported round that breaks the pairing rules</source>
        <translation>turno importato che viola le regole di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="42"/>
        <source>late correction of a result or of colours</source>
        <translation>correzione tardiva di un risultato o dei colori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="43"/>
        <source>change of pairing numbers</source>
        <translation>cambio dei numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="44"/>
        <source>FIDE mode left</source>
        <translation>uscita dalla modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="45"/>
        <source>full-point bye, which the pairing rules do not describe</source>
        <translation>bye da un punto, che le regole di abbinamento non prevedono</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="62"/>
        <source>round {0}: {1} — a pairing-integrity event ({2}), written to the integrity log with your reason</source>
        <translation>turno {0}: {1} — un evento che tocca l&apos;integrità degli abbinamenti ({2}), scritto nel registro di integrità con la tua motivazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="171"/>
        <source>{0}: a pairing-integrity event is logged with the arbiter&apos;s reason: give one (VCL4THP Q112)</source>
        <translation>{0}: un evento di integrità degli abbinamenti si registra con il motivo dell&apos;arbitro: indicalo (VCL4THP Q112)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="185"/>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="291"/>
        <source>there is no player with pairing number {0}</source>
        <translation>non c&apos;è nessun giocatore con numero di abbinamento {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="191"/>
        <source>round {0} does not exist (the tournament has {1} rounds)</source>
        <translation>il turno {0} non esiste (il torneo ha {1} turni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="215"/>
        <source>the Berger numbers were set {0} for {1} players: go back to the rating order first, then set them again</source>
        <translation>i numeri Berger sono stati assegnati {0} per {1} giocatori: tornare prima all&apos;ordine per rating, poi assegnarli di nuovo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="258"/>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="44"/>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="177"/>
        <source>a player needs a name</source>
        <translation>un giocatore deve avere un nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="260"/>
        <source>a rating cannot be negative</source>
        <translation>un Elo non può essere negativo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="276"/>
        <source>the same player twice? {0}</source>
        <translation>lo stesso giocatore due volte? {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="295"/>
        <source>round 1 is already paired: register the player as a late entry (C.04.2 2.4)</source>
        <translation>il turno 1 è già abbinato: registra il giocatore come iscritto in ritardo (C.04.2 2.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="345"/>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="103"/>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="235"/>
        <source>every round is already paired</source>
        <translation>ogni turno è già abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="348"/>
        <source>a late entry can only start in a round not yet paired (round {0} to {1}), not round {2}</source>
        <translation>un iscritto in ritardo può entrare solo in un turno non ancora abbinato (dal turno {0} al {1}), non nel turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="363"/>
        <source>pairing number {0}: nobody else&apos;s number changed</source>
        <translation>numero di abbinamento {0}: il numero di nessun altro cambia</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="365"/>
        <source>pairing number {0}: players {0}-{1} moved down one number (C.04.2 2.3-2.5)</source>
        <translation>numero di abbinamento {0}: i giocatori {0}-{1} scendono di un numero (C.04.2 2.3-2.5)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="419"/>
        <source>cannot edit {0} here (use withdraw / late entry / pairing numbers)</source>
        <translation>{0} non si modifica qui (usa ritiro / iscrizione in ritardo / numeri di abbinamento)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="445"/>
        <source>player {0} is in a paired round: withdraw him instead (C.04.2 3.2)</source>
        <translation>il giocatore {0} è in un turno abbinato: ritiralo invece (C.04.2 3.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="449"/>
        <source>player {0} is in the knockout&apos;s draw: withdraw him there instead</source>
        <translation>il giocatore {0} è nel tabellone dell&apos;eliminazione diretta: ritiralo lì</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="454"/>
        <source>removing player {0} would change the pairing numbers of players {1}-{2}, which C.04.2 2.3 forbids once round 4 is paired; withdraw him instead</source>
        <translation>togliere il giocatore {0} cambierebbe i numeri di abbinamento dei giocatori {1}-{2}, cosa che C.04.2 2.3 vieta una volta abbinato il turno 4; ritiralo invece</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="479"/>
        <source>round {0} is paired: the ladder&apos;s starting order, the pairing numbers, is fixed once round 1 is paired (seed 003 6.2)</source>
        <translation>il turno {0} è abbinato: l&apos;ordine di partenza della scala, i numeri di abbinamento, è fissato una volta abbinato il turno 1 (seed 003 6.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="483"/>
        <source>round {0} is paired: C.04.2 2.3 allows no change of pairing numbers after the fourth round has been paired</source>
        <translation>il turno {0} è abbinato: C.04.2 2.3 non permette di cambiare i numeri di abbinamento dopo che il quarto turno è stato abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="507"/>
        <source>{0} pairing numbers change: {1}</source>
        <translation>cambiano {0} numeri di abbinamento: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="516"/>
        <source>pairing numbers changed: {0}</source>
        <translation>numeri di abbinamento cambiati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="541"/>
        <source>choose two different players to exchange their pairing numbers</source>
        <translation>scegliere due giocatori diversi per scambiare i loro numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="546"/>
        <source>{0} ({1}) and {2} ({3}) have different tournament ratings: only players of equal rating exchange pairing numbers (C.04.2 2.2)</source>
        <translation>{0} ({1}) e {2} ({3}) hanno rating di torneo diversi: solo giocatori con lo stesso rating scambiano i numeri di abbinamento (C.04.2 2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="553"/>
        <source>players {0} and {1} exchange their pairing numbers</source>
        <translation>i giocatori {0} e {1} si scambiano i numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="556"/>
        <source>players {0} and {1} exchange their pairing numbers; registering or editing a player before round 1 sorts the numbers by C.04.2 2.2 again</source>
        <translation>i giocatori {0} e {1} si scambiano i numeri di abbinamento; iscrivere o modificare un giocatore prima del turno 1 riordina i numeri secondo C.04.2 2.2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="564"/>
        <source>pairing numbers exchanged: {0}&lt;-&gt;{1}</source>
        <translation>numeri di abbinamento scambiati: {0}&lt;-&gt;{1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="584"/>
        <source>round {0} is already paired: enter the forfeit for player {1} there, and withdraw him from round {2}</source>
        <translation>il turno {0} è già abbinato: inserisci lì il forfait del giocatore {1} e ritiralo dal turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="589"/>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="105"/>
        <location filename="../../arbiter_gui/tournament/chess960.py" line="92"/>
        <source>round {0} does not exist</source>
        <translation>il turno {0} non esiste</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="591"/>
        <source>player {0} only enters in round {1}</source>
        <translation>il giocatore {0} entra solo nel turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="640"/>
        <source>player {0} asked for a half-point bye in round {1}: remove the request first</source>
        <translation>il giocatore {0} ha chiesto un bye da mezzo punto nel turno {1}: eliminare prima la richiesta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="675"/>
        <source>player {0} already has a half-point bye (round {1}): this would be half-point bye number {2}</source>
        <translation>il giocatore {0} ha già un bye da mezzo punto (turno {1}): questo sarebbe il bye da mezzo punto numero {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="680"/>
        <source>a full-point bye is not described by the pairing rules; FIDE discourages it</source>
        <translation>le regole di abbinamento non prevedono il bye da un punto; la FIDE lo sconsiglia</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="686"/>
        <source>player {0} gets a full-point bye</source>
        <translation>il giocatore {0} riceve un bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="693"/>
        <source>round {0} is already paired: a request can only be changed before its round is paired</source>
        <translation>il turno {0} è già abbinato: una richiesta si cambia solo prima che il suo turno sia abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="697"/>
        <location filename="../../arbiter_gui/tournament/operations.py" line="732"/>
        <source>player {0} is not in round {1} ({2})</source>
        <translation>il giocatore {0} non è nel turno {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="700"/>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1011"/>
        <source>player {0} is not eligible for half-point byes</source>
        <translation>il giocatore {0} non può ricevere bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="727"/>
        <source>round {0} is already paired: the check-in is before the pairing</source>
        <translation>il turno {0} è già abbinato: la registrazione delle presenze precede l&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="754"/>
        <source>{0} is already paired: this correction counts from the next pairing on (C.04.2 4.3)</source>
        <translation>{0} è già abbinato: questa correzione vale dal prossimo abbinamento (C.04.2 4.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="764"/>
        <source>round {0} can no longer be changed: in FIDE mode only rounds {1}-{2} can; a wrong result of an older round is corrected for the rating report only (C.04.2 4.3)</source>
        <translation>il turno {0} non si può più cambiare: in modalità FIDE solo i turni {1}-{2}; un risultato errato di un turno precedente si corregge solo per il rapporto Elo (C.04.2 4.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="775"/>
        <source>{0}; round {1} was already paired on the earlier one (C.04.2 4.3)</source>
        <translation>{0}; il turno {1} era già stato abbinato sul precedente (C.04.2 4.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="801"/>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1130"/>
        <source>round {0} is not paired</source>
        <translation>il turno {0} non è abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="803"/>
        <location filename="../../arbiter_gui/tournament/operations.py" line="907"/>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="100"/>
        <source>round {0} has no board {1}</source>
        <translation>il turno {0} non ha la scacchiera {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="807"/>
        <source>{0!r} for White and {1!r} for Black do not make a result</source>
        <translation>{0!r} per il Bianco e {1!r} per il Nero non formano un risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="811"/>
        <source>board {0} of round {1} has no colours (an imported forfeit): only a forfeit result can be entered</source>
        <translation>la scacchiera {0} del turno {1} non ha colori (un forfait importato): si può inserire solo un risultato a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="838"/>
        <source>the adjourned game {0}-{1} of round {2} counted as a draw so far: its result {3}/{4} changes the scores, which the pairing of {5} used</source>
        <translation>la partita sospesa {0}-{1} del turno {2} finora contava come patta: il risultato {3}/{4} cambia i punteggi, che l&apos;abbinamento di {5} ha usato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="843"/>
        <source>the adjourned game {0}-{1} of round {2} counted as a draw so far: its result {3}/{4} changes the scores</source>
        <translation>la partita sospesa {0}-{1} del turno {2} finora contava come patta: il risultato {3}/{4} cambia i punteggi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="859"/>
        <source>board {0} ({1}-{2}): result {3}/{4} changed to cleared</source>
        <translation>scacchiera {0} ({1}-{2}): risultato {3}/{4} cancellato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="862"/>
        <source>board {0} ({1}-{2}): result {3}/{4} changed to {5}/{6}</source>
        <translation>scacchiera {0} ({1}-{2}): risultato {3}/{4} cambiato in {5}/{6}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="879"/>
        <source>round {0} is the last paired round: enter its result as usual</source>
        <translation>il turno {0} è l&apos;ultimo turno abbinato: inseriscine il risultato come di consueto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="886"/>
        <source>board {0} ({1}-{2}): result {3}/{4} corrected to {5}/{6} for the standings and the rating report; the pairings made after it used the result recorded before (C.04.2 4.3)</source>
        <translation>scacchiera {0} ({1}-{2}): risultato {3}/{4} corretto in {5}/{6} per la classifica e il rapporto Elo; gli abbinamenti fatti dopo hanno usato il risultato registrato prima (C.04.2 4.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="926"/>
        <source>board {0}: played with {1} as White and {2} as Black</source>
        <translation>scacchiera {0}: giocata con {1} col Bianco e {2} col Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="933"/>
        <source>start a manual-pairing session on round {0} first: in FIDE mode a pairing is changed by hand only between the start and the end of a session, which compares it with the engine&apos;s</source>
        <translation>apri prima una sessione di abbinamento manuale sul turno {0}: in modalità FIDE un abbinamento si cambia a mano solo tra l&apos;inizio e la fine di una sessione, che lo confronta con quello del motore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="963"/>
        <source>round {0}, board {1} ({2}-{3}) is adjourned: this pairing counts it as a draw</source>
        <translation>turno {0}, scacchiera {1} ({2}-{3}) è sospesa: questo abbinamento la conta come patta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="974"/>
        <source>the manual-pairing session on round {0} is open: end it before the next round is paired (VCL4THP Q65)</source>
        <translation>la sessione di abbinamento manuale sul turno {0} è aperta: chiudila prima di abbinare il turno successivo (VCL4THP Q65)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="979"/>
        <source>round {0} cannot be paired now: every round is paired</source>
        <translation>il turno {0} non si può abbinare ora: ogni turno è abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="981"/>
        <source>round {0} cannot be paired now: the next round to pair is {1}</source>
        <translation>il turno {0} non si può abbinare ora: il prossimo turno da abbinare è il {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="985"/>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="151"/>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="249"/>
        <source>{0} has no result on board(s) {1}</source>
        <translation>{0} non ha risultato sulla/e scacchiera/e {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="992"/>
        <source>board {0} of a new pairing already has a result</source>
        <translation>la scacchiera {0} di un nuovo abbinamento ha già un risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="997"/>
        <source>player {0} cannot be paired in round {1} ({2})</source>
        <translation>il giocatore {0} non può essere abbinato nel turno {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1001"/>
        <source>player {0} asked not to be paired in round {1} (remove the request first)</source>
        <translation>il giocatore {0} ha chiesto di non essere abbinato nel turno {1} (togli prima la richiesta)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1008"/>
        <source>player {0} is both on a board and without an opponent</source>
        <translation>il giocatore {0} è sia su una scacchiera sia senza avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1015"/>
        <source>player {0} is not to be paired in round {1} and cannot get the pairing-allocated bye</source>
        <translation>il giocatore {0} non va abbinato nel turno {1} e non può ricevere il bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1060"/>
        <source>challenges are recorded in a ladder only; this event&apos;s rounds are paired</source>
        <translation>le sfide si registrano solo in una scala; i turni di questo torneo si abbinano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1064"/>
        <source>round {0}: challenges are recorded for the last paired round or the next one</source>
        <translation>turno {0}: le sfide si registrano per l&apos;ultimo turno abbinato o per il successivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1071"/>
        <source>player {0} already plays on board {1} of round {2}: one game per player an evening</source>
        <translation>il giocatore {0} gioca già sulla scacchiera {1} del turno {2}: una partita per giocatore a serata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1080"/>
        <source>round {0}: {1} ({2})</source>
        <translation>turno {0}: {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1099"/>
        <source>no round is paired</source>
        <translation>nessun turno è abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1103"/>
        <source>{0} already has {1} result(s); deleting its pairing would delete them</source>
        <translation>{0} ha già {1} risultato/i; cancellarne l&apos;abbinamento li cancellerebbe</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1134"/>
        <source>the pairing of {0} is changed on its game 1: game 2 follows it (C.04.5 4.4)</source>
        <translation>l&apos;abbinamento di {0} si cambia sulla sua partita 1: la partita 2 la segue (C.04.5 4.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1137"/>
        <source>round {0} is already paired: only the last paired round can be changed</source>
        <translation>il turno {0} è già abbinato: si può cambiare solo l&apos;ultimo turno abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1143"/>
        <source>board {0} of round {1} already has a result: clear it before changing that board</source>
        <translation>la scacchiera {0} del turno {1} ha già un risultato: cancellalo prima di cambiare quella scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1148"/>
        <source>board {0} of the edited pairing has a result it did not have</source>
        <translation>la scacchiera {0} dell&apos;abbinamento modificato ha un risultato che non aveva</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1155"/>
        <source>board {0} of {1} already has a result: clear it before changing that board</source>
        <translation>la scacchiera {0} di {1} ha già un risultato: cancellalo prima di cambiare quella scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1189"/>
        <source>the tournament leaves FIDE mode for good: FIDE&apos;s rules are no longer enforced, it cannot enter FIDE mode again, and its TRF report says so</source>
        <translation>il torneo esce per sempre dalla modalità FIDE: le regole FIDE non sono più imposte, non potrà rientrare in modalità FIDE e il suo rapporto TRF lo dichiara</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1198"/>
        <source>the tournament is not in FIDE mode</source>
        <translation>il torneo non è in modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1222"/>
        <source>tie-breaks {0} compute from ratings, which change during an event longer than 30 days: C.07 advises against them</source>
        <translation>gli spareggi {0} si calcolano dai rating, che cambiano in un torneo di oltre 30 giorni: C.07 li sconsiglia</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1230"/>
        <source>unknown setting(s): {0}</source>
        <translation>impostazione/i sconosciuta/e: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1236"/>
        <source>the Berger numbers are set by their own command (Players, Berger numbers); go back to the rating order before leaving the round robin</source>
        <translation>i numeri Berger si assegnano con il loro comando (Giocatori, Numeri Berger); tornare all&apos;ordine per rating prima di lasciare il girone all&apos;italiana</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1240"/>
        <source>FIDE mode is left only by its own command (a Level-4 confirmation, logged), and a tournament that has left it cannot enter it again (VCL4THP Q43-Q45)</source>
        <translation>dalla modalità FIDE si esce solo con il suo comando (una conferma di livello 4, registrata), e un torneo che ne è uscito non può rientrarvi (VCL4THP Q43-Q45)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1247"/>
        <source>round 1 is already paired: changing {0} would change the pairings already made</source>
        <translation>il turno 1 è già abbinato: cambiare {0} cambierebbe gli abbinamenti già fatti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1254"/>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="238"/>
        <source>the engine has no system {0!r} (available: {1})</source>
        <translation>il motore non ha il sistema {0!r} (disponibili: {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1266"/>
        <source>the number of rounds must be a whole number of at least 1</source>
        <translation>il numero di turni deve essere un intero di almeno 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1269"/>
        <source>{0} rounds are already paired: the tournament cannot have only {1}</source>
        <translation>{0} turni sono già abbinati: il torneo non può averne solo {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1273"/>
        <source>there are bye requests for round {0}: remove them before reducing the number of rounds to {1}</source>
        <translation>ci sono richieste di bye per il turno {0}: toglile prima di ridurre il numero di turni a {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1278"/>
        <source>player {0} enters in a round after round {1}</source>
        <translation>il giocatore {0} entra in un turno successivo al turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1313"/>
        <source>a forbidden pairing needs at least two different players</source>
        <translation>un abbinamento vietato richiede almeno due giocatori diversi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1316"/>
        <source>the first round must not come after the last round</source>
        <translation>il primo turno non può venire dopo l&apos;ultimo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1331"/>
        <source>there is no forbidden pairing {0}</source>
        <translation>non c&apos;è l&apos;abbinamento vietato {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/operations.py" line="1340"/>
        <source>round 1 is already paired: in FIDE mode prohibited pairings are set only before the first round is paired</source>
        <translation>il turno 1 è già abbinato: in modalità FIDE gli abbinamenti vietati si impostano solo prima di abbinare il primo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="80"/>
        <source>only the last paired round can be changed, not round {0}</source>
        <translation>si può cambiare solo l&apos;ultimo turno abbinato, non il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="103"/>
        <source>board {0} of round {1} already has a result: clear it first</source>
        <translation>la scacchiera {0} del turno {1} ha già un risultato: cancellalo prima</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="123"/>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="158"/>
        <source>choose two different players</source>
        <translation>scegli due giocatori diversi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="126"/>
        <source>neither player {0} nor player {1} is on a board</source>
        <translation>né il giocatore {0} né il giocatore {1} sono su una scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="133"/>
        <source>player {0} is not to be paired in round {1} (withdrawn, not entered yet, or a bye or absence was requested)</source>
        <translation>il giocatore {0} non va abbinato nel turno {1} (ritirato, non ancora entrato, o ha chiesto un bye o un&apos;assenza)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="162"/>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="184"/>
        <source>he is on a board</source>
        <translation>è su una scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="163"/>
        <source>he is not to be paired (withdrawn, not entered, bye or absence)</source>
        <translation>non va abbinato (ritirato, non entrato, bye o assenza)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="164"/>
        <source>player {0} cannot be paired by hand in round {1}: {2}</source>
        <translation>il giocatore {0} non può essere abbinato a mano nel turno {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="183"/>
        <source>he already has it</source>
        <translation>lo ha già</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="185"/>
        <source>he is not to be paired in this round</source>
        <translation>non va abbinato in questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="186"/>
        <source>player {0} cannot get the bye: {1}</source>
        <translation>il giocatore {0} non può ricevere il bye: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="195"/>
        <source>nobody has the pairing-allocated bye in round {0}</source>
        <translation>nessuno ha il bye assegnato dall&apos;abbinamento nel turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="291"/>
        <source>not paired</source>
        <translation>non abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="292"/>
        <source>paired</source>
        <translation>abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="293"/>
        <source>results complete</source>
        <translation>risultati completi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="300"/>
        <source>edited by hand</source>
        <translation>modificato a mano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="302"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="305"/>
        <source>{0} · {1} pairing-integrity event(s), see the Log</source>
        <translation>{0} · {1} evento/i di integrità degli abbinamenti, vedi il Registro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="327"/>
        <source>the manual-pairing session on round {0} is already open</source>
        <translation>la sessione di abbinamento manuale sul turno {0} è già aperta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="356"/>
        <source>no manual-pairing session is open on round {0}</source>
        <translation>nessuna sessione di abbinamento manuale è aperta sul turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="360"/>
        <source>{0}: left without an opponent and without the bye; pair them before the session ends</source>
        <translation>{0}: senza avversario e senza bye; abbinali prima che la sessione finisca</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="395"/>
        <source>no manual-pairing session is open</source>
        <translation>nessuna sessione di abbinamento manuale è aperta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="403"/>
        <source>board {0}: {1}-{2} paired by hand (the engine finds no legal pairing)</source>
        <translation>scacchiera {0}: {1}-{2} abbinati a mano (il motore non trova alcun abbinamento legale)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="406"/>
        <source>pairing-allocated bye to {0} by hand</source>
        <translation>bye assegnato dall&apos;abbinamento a {0} a mano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="414"/>
        <source>board {0}: {1}-{2}, colours reversed (the engine gives {2} White)</source>
        <translation>scacchiera {0}: {1}-{2}, colori invertiti (il motore dà il Bianco a {2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="418"/>
        <source>board {0}: {1}-{2} is not the engine&apos;s pairing (the engine: {3})</source>
        <translation>scacchiera {0}: {1}-{2} non è l&apos;abbinamento del motore (il motore: {3})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="420"/>
        <source>board {0}: {1}-{2} is not the engine&apos;s pairing (the engine: neither on a board)</source>
        <translation>scacchiera {0}: {1}-{2} non è l&apos;abbinamento del motore (il motore: nessuno dei due su una scacchiera)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="423"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/manual_pairing.py" line="424"/>
        <source>pairing-allocated bye to {0} (the engine: {1})</source>
        <translation>bye assegnato dall&apos;abbinamento a {0} (il motore: {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/double_swiss.py" line="55"/>
        <source>Match {0} · game {1}</source>
        <translation>Incontro {0} · partita {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/double_swiss.py" line="56"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/double_swiss.py" line="62"/>
        <source>match {0}</source>
        <translation>match {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/double_swiss.py" line="63"/>
        <source>round {0}</source>
        <translation>turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="107"/>
        <source>round {0} is not paired yet</source>
        <translation>il turno {0} non è ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="110"/>
        <source>the initial colour is not decided yet: draw it by lot or set it</source>
        <translation>il colore iniziale non è ancora deciso: sorteggialo o impostalo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="145"/>
        <source>round {0} is game 2 of match {1}: a match is paired on its game 1</source>
        <translation>il turno {0} è la partita 2 dell&apos;incontro {1}: un incontro si abbina sulla sua partita 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="173"/>
        <source>the tournament changed while round {0} was being paired: pair it again</source>
        <translation>il torneo è cambiato mentre il turno {0} veniva abbinato: abbinalo di nuovo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="263"/>
        <source>the teams are not set up yet: Players, Set up the schedule</source>
        <translation>le squadre non sono ancora preparate: Giocatori, Prepara il tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="270"/>
        <source>the schedule has {0} rounds, the tournament is set to {1}: Players, Set up the schedule</source>
        <translation>il calendario ha {0} turni, il torneo è impostato su {1}: Giocatori, Prepara il tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="274"/>
        <source>the final pool is made when every game of the preliminary pools has its result (seed 003 3.6)</source>
        <translation>il girone finale si forma quando ogni partita dei gironi preliminari ha il suo risultato (seed 003 3.6)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/engine_input.py" line="292"/>
        <source>round {0} cannot be paired: {1}</source>
        <translation>il turno {0} non si può abbinare: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="20"/>
        <source>this is not a team event (choose a team system in the settings)</source>
        <translation>questo non è un torneo a squadre (scegli un sistema a squadre nelle impostazioni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="27"/>
        <source>member {0} of the roster has no name</source>
        <translation>il componente {0} della formazione non ha nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="29"/>
        <source>member {0} of the roster ({1}): a rating cannot be negative</source>
        <translation>componente {0} della formazione ({1}): un Elo non può essere negativo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="37"/>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="178"/>
        <source>round {0} has no match {1}</source>
        <translation>il turno {0} non ha l&apos;incontro {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="95"/>
        <source>there is no team {0}</source>
        <translation>non c&apos;è la squadra {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="100"/>
        <source>{0} (board {1}) has played for the team: members with games keep their place in the roster</source>
        <translation>{0} (scacchiera {1}) ha giocato per la squadra: i componenti con partite mantengono il loro posto nella formazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="129"/>
        <source>team {0}: {1}</source>
        <translation>squadra {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="149"/>
        <source>match {0} of round {1} has results: clear them first</source>
        <translation>l&apos;incontro {0} del turno {1} ha risultati: cancellali prima</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="152"/>
        <source>a match has {0} boards, not {1}</source>
        <translation>un incontro ha {0} scacchiere, non {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="158"/>
        <source>a member of {0} is on two boards</source>
        <translation>un componente di {0} è su due scacchiere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="161"/>
        <source>{0} has {1} members</source>
        <translation>{0} ha {1} componenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="185"/>
        <source>match {0} of round {1} was forfeited: undo the forfeit first</source>
        <translation>l&apos;incontro {0} del turno {1} è stato perso a forfait: annulla prima il forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="188"/>
        <source>match {0} has no board {1}</source>
        <translation>l&apos;incontro {0} non ha la scacchiera {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="192"/>
        <source>{0!r} and {1!r} do not make a result</source>
        <translation>{0!r} e {1!r} non formano un risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="198"/>
        <source>{0} has no player for board {1} (a roster of {2}): only a forfeit loss can be entered for it</source>
        <translation>{0} non ha un giocatore per la scacchiera {1} (una formazione di {2}): per essa si può inserire solo una sconfitta a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/operations.py" line="227"/>
        <source>a forfeited match is +/-, -/+ or -/- (TRF 330)</source>
        <translation>un incontro perso a forfait è +/-, -/+ o -/- (TRF 330)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/rating_check.py" line="116"/>
        <source>the list is of {0}; the check should use the list of {1}, valid at the start of the event (or today, after 30 days)</source>
        <translation>la lista è di {0}; il controllo dovrebbe usare la lista di {1}, valida all&apos;inizio del torneo (o oggi, dopo 30 giorni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/rating_check.py" line="141"/>
        <source>no difference chosen to update</source>
        <translation>nessuna differenza scelta da aggiornare</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/rating_check.py" line="145"/>
        <source>player {0} has changed since the check: check again</source>
        <translation>il giocatore {0} è cambiato dopo il controllo: ripetere il controllo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="163"/>
        <source>{0} is not a player still in the event</source>
        <translation>{0} non è un giocatore ancora in gara</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="180"/>
        <source>round {0} is over: results go to round {1}</source>
        <translation>il turno {0} è concluso: i risultati vanno al turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="232"/>
        <source>the tournament has no knockout event</source>
        <translation>il torneo non ha un&apos;eliminazione diretta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="288"/>
        <source>the knockout has results: it cannot be drawn again</source>
        <translation>l&apos;eliminazione diretta ha già risultati: non si può abbinare di nuovo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="310"/>
        <source>the tournament has no group stage: no round is paired</source>
        <translation>il torneo non ha una fase a gironi: nessun turno è abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="312"/>
        <source>the group stage is not over: every game of its {0} rounds needs a result</source>
        <translation>la fase a gironi non è finita: ogni partita dei suoi {0} turni richiede un risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/knockout.py" line="341"/>
        <source>the knockout stage was drawn from the group stage&apos;s standings, qualifiers {0}; they would now be: {1} (seed 003 2.5.2)</source>
        <translation>la fase a eliminazione diretta è stata sorteggiata dalla classifica della fase a gironi, qualificati {0}; ora sarebbero: {1} (seed 003 2.5.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/round_robin.py" line="75"/>
        <source>Berger numbers are the pairing numbers of a round robin: this tournament is not one</source>
        <translation>i numeri Berger sono i numeri di abbinamento di un girone all&apos;italiana: questo torneo non lo è</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/round_robin.py" line="78"/>
        <source>round 1 is already paired: the Berger numbers are set before it (C.05 Annex 1)</source>
        <translation>il turno 1 è già abbinato: i numeri Berger si assegnano prima (C.05 Allegato 1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/round_robin.py" line="89"/>
        <source>the order of the Berger numbers gives no Berger number to {0}</source>
        <translation>l&apos;ordine dei numeri Berger non dà un numero Berger a {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/round_robin.py" line="90"/>
        <source>the order of the Berger numbers names no player {0}</source>
        <translation>l&apos;ordine dei numeri Berger contiene numeri che non sono giocatori: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/round_robin.py" line="91"/>
        <source>the order of the Berger numbers names more than once {0}</source>
        <translation>l&apos;ordine dei numeri Berger nomina più volte {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/chess960.py" line="89"/>
        <source>the tournament is not a Chess960 event: tick Chess960 in its settings first</source>
        <translation>il torneo non è di Chess960: spuntare prima Chess960 nelle sue impostazioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/chess960.py" line="100"/>
        <source>round {0} has results: its games were played from its position</source>
        <translation>il turno {0} ha risultati: le sue partite sono state giocate dalla sua posizione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/lock.py" line="80"/>
        <source>in another Arbiter window (who holds it is not known)</source>
        <translation>in un&apos;altra finestra di Arbiter (non si sa chi lo tiene aperto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/lock.py" line="88"/>
        <source>on {0} (user {1}) since {2}</source>
        <translation>su {0} (utente {1}) dalle {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/lock.py" line="99"/>
        <source>in this program</source>
        <translation>in questo programma</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/lock.py" line="101"/>
        <source>{0} is open {1}: it can be opened read-only, or close it there first</source>
        <translation>{0} è aperto {1}: si può aprire in sola lettura, oppure chiuderlo prima là</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/lock.py" line="140"/>
        <source>{0}: the folder&apos;s file system cannot lock files ({1}): copy the file to a local disk to work on it</source>
        <translation>{0}: il file system della cartella non permette di bloccare i file ({1}): copiare il file su un disco locale per lavorarci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/lock.py" line="187"/>
        <source>{0}: cannot read its lock file {1} ({2})</source>
        <translation>{0}: impossibile leggere il suo file di blocco {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/lock.py" line="253"/>
        <source>{0}: its lock file {1} keeps changing: try again</source>
        <translation>{0}: il suo file di blocco {1} continua a cambiare: riprovare</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="57"/>
        <source>{0}: no such file</source>
        <translation>{0}: file inesistente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="59"/>
        <source>{0}: not a file</source>
        <translation>{0}: non è un file</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="64"/>
        <source>{0}: cannot read the file ({1})</source>
        <translation>{0}: impossibile leggere il file ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="67"/>
        <source>{0} is not an Arbiter tournament file (it is not an SQLite database)</source>
        <translation>{0} non è un file di torneo di Arbiter (non è un database SQLite)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="71"/>
        <location filename="../../arbiter_gui/store/database.py" line="108"/>
        <source>{0} is an SQLite database but not an Arbiter tournament file</source>
        <translation>{0} è un database SQLite ma non un file di torneo di Arbiter</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="80"/>
        <source>{0} was written by a newer version of Arbiter (file format {1}; this version reads up to {2}): update Arbiter to open it</source>
        <translation>{0} è stato scritto da una versione più recente di Arbiter (formato {1}; questa versione legge fino al {2}): aggiornare Arbiter per aprirlo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="84"/>
        <source>{0} is an incomplete Arbiter tournament file (no schema): it cannot be opened</source>
        <translation>{0} è un file di torneo di Arbiter incompleto (senza schema): non può essere aperto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="103"/>
        <location filename="../../arbiter_gui/store/database.py" line="220"/>
        <location filename="../../arbiter_gui/store/database.py" line="330"/>
        <source>{0}: cannot be opened ({1})</source>
        <translation>{0}: impossibile aprirlo ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="115"/>
        <source>{0} is damaged (SQLite integrity check: {1}); open a backup copy</source>
        <translation>{0} è danneggiato (controllo di integrità SQLite: {1}); aprire una copia di sicurezza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="119"/>
        <source>{0} is damaged (rows refer to players or rounds that do not exist); open a backup copy</source>
        <translation>{0} è danneggiato (righe che rimandano a giocatori o turni inesistenti); aprire una copia di sicurezza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="125"/>
        <source>{0} is not a valid tournament file ({1}); it was not opened</source>
        <translation>{0} non è un file di torneo valido ({1}); non è stato aperto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="129"/>
        <source>{0} is not an Arbiter tournament file</source>
        <translation>{0} non è un file di torneo di Arbiter</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="132"/>
        <source>{0} is damaged or not a tournament file ({1}); open a backup copy</source>
        <translation>{0} è danneggiato o non è un file di torneo ({1}); aprire una copia di sicurezza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="145"/>
        <source>cannot switch the file to WAL mode (got {0!r})</source>
        <translation>impossibile passare il file in modalità WAL (ottenuto {0!r})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="182"/>
        <source>the backup before upgrading failed</source>
        <translation>la copia di sicurezza prima dell&apos;aggiornamento non è riuscita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="202"/>
        <location filename="../../arbiter_gui/store/database.py" line="204"/>
        <source>{0}: {1} ({2})</source>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="277"/>
        <source>{0} is open {1}: it cannot be shown on another computer while it is written there (copy it when it is closed, or use a backup copy)</source>
        <translation>{0} è aperto {1}: non si può mostrare su un altro computer mentre vi viene scritto (copiarlo quando è chiuso, o usare una copia di sicurezza)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="322"/>
        <source>{0} uses an older file format: open it for writing once to upgrade it</source>
        <translation>{0} usa un formato di file precedente: aprirlo una volta in scrittura per aggiornarlo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="352"/>
        <location filename="../../arbiter_gui/store/database.py" line="396"/>
        <location filename="../../arbiter_gui/store/database.py" line="399"/>
        <source>{0} already exists</source>
        <translation>{0} esiste già</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="386"/>
        <source>cannot be created</source>
        <translation>impossibile crearlo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="555"/>
        <source>{0} is open {1}: it was not replaced (the work done there would be lost)</source>
        <translation>{0} è aperto {1}: non è stato sostituito (il lavoro fatto là andrebbe perso)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="559"/>
        <source>the copy failed</source>
        <translation>la copia non è riuscita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="587"/>
        <source>refused, it would leave the tournament inconsistent: {0}</source>
        <translation>rifiutato, lascerebbe il torneo incoerente: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="604"/>
        <source>{0}: the data read back differs from the data written; nothing was saved</source>
        <translation>{0}: i dati riletti differiscono da quelli scritti; non è stato salvato nulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="629"/>
        <source>nothing to undo</source>
        <translation>niente da annullare</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="630"/>
        <source>nothing to redo</source>
        <translation>niente da ripetere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="688"/>
        <source>{0} is closed</source>
        <translation>{0} è chiuso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="693"/>
        <source>{0} is open read-only</source>
        <translation>{0} è aperto in sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="702"/>
        <source>{0} is busy (another program is writing to it): {1}</source>
        <translation>{0} è occupato (un altro programma ci sta scrivendo): {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/database.py" line="712"/>
        <source>{0}: the change was not saved ({1})</source>
        <translation>{0}: la modifica non è stata salvata ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/fide_mode.py" line="85"/>
        <source>{0} players cannot play {1} rounds without two of them meeting twice (at most {2}): the last rounds will have to be paired by hand</source>
        <translation>{0} giocatori non possono giocare {1} turni senza che due di loro si incontrino due volte (al massimo {2}): gli ultimi turni andranno abbinati a mano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/event.py" line="67"/>
        <source>team {0} {1} has {2} member(s) for {3} boards: board {3} lost by forfeit</source>
        <translation>la squadra {0} {1} ha {2} giocatori per {3} scacchiere: scacchiera {3} persa a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/event.py" line="70"/>
        <source>team {0} {1} has {2} member(s) for {3} boards: boards {4}-{3} lost by forfeit</source>
        <translation>la squadra {0} {1} ha {2} giocatori per {3} scacchiere: scacchiere {4}-{3} perse a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="86"/>
        <source>1.1.1-1.1.6: registration, time control, rounds per day, the arbiters&apos; licences</source>
        <translation>1.1.1-1.1.6: registrazione, tempo di riflessione, turni al giorno, licenze degli arbitri</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="87"/>
        <source>1.4.2a: that every opponent&apos;s federation belongs to FIDE</source>
        <translation>1.4.2a: che la federazione di ogni avversario appartenga alla FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="88"/>
        <source>1.4.2d: that the event was not changed to favour a player</source>
        <translation>1.4.2d: che il torneo non sia stato modificato per favorire un giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="89"/>
        <source>1.4.3a-c: that the event is the championship its settings say (the exemption is applied as they say)</source>
        <translation>1.4.3a-c: che il torneo sia il campionato indicato nelle impostazioni (l&apos;esenzione è applicata come indicano)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="91"/>
        <source>1.4.3e, 1.5: the title application (one norm under the normal foreign-player requirement, 27 games, the rating)</source>
        <translation>1.4.3e, 1.5: la domanda di titolo (una norma con il requisito normale sui giocatori stranieri, 27 partite, l&apos;Elo)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="93"/>
        <source>1.4.5: the count of a double round robin; 1.4.1f in a round robin (the complete event must allow a norm)</source>
        <translation>1.4.5: il conteggio di un doppio girone all&apos;italiana; 1.4.1f in un girone all&apos;italiana (il torneo completo deve permettere una norma)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="95"/>
        <source>1.1.4: titles gained during an event longer than 30 days (the titles entered are used)</source>
        <translation>1.1.4: titoli ottenuti durante un torneo più lungo di 30 giorni (si usano i titoli inseriti)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="227"/>
        <source>{0} games (at least {1})</source>
        <translation>{0} partite (almeno {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="229"/>
        <source>round {0}: the opponent&apos;s forfeit in the last round counted as a game lost</source>
        <translation>turno {0}: il forfait dell&apos;avversario nell&apos;ultimo turno contato come partita persa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="236"/>
        <source>an event of 1.4.3a-d: 1.4.3 and 1.4.4 waived</source>
        <translation>un torneo di 1.4.3a-d: 1.4.3 e 1.4.4 non si applicano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="240"/>
        <source>{0} other federations (at least 2): {1}</source>
        <translation>{0} altre federazioni (almeno 2): {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="243"/>
        <source>{0} opponents of {1} (at most {2})</source>
        <translation>{0} avversari di {1} (al massimo {2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="247"/>
        <source>{0} opponents of {1} (at most {2} of one federation)</source>
        <translation>{0} avversari di {1} (al massimo {2} di una federazione)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="251"/>
        <source>{0} titled opponents (at least {1})</source>
        <translation>{0} avversari titolati (almeno {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="255"/>
        <source>{0} opponents {1} (at least {2})</source>
        <translation>{0} avversari {1} (almeno {2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="258"/>
        <source>average rating {0} (at least {1})</source>
        <translation>media Elo {0} (almeno {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="260"/>
        <source>score {0} of {1} (at least 35 %)</source>
        <translation>punteggio {0} su {1} (almeno 35 %)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/norms.py" line="263"/>
        <source>performance {0} (at least {1})</source>
        <translation>performance {0} (almeno {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="34"/>
        <source>tournament name</source>
        <translation>nome del torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="35"/>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="36"/>
        <source>federation</source>
        <translation>federazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="37"/>
        <source>start date (YYYY/MM/DD)</source>
        <translation>data di inizio (AAAA/MM/GG)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="38"/>
        <source>end date (YYYY/MM/DD)</source>
        <translation>data di fine (AAAA/MM/GG)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="39"/>
        <source>chief arbiter</source>
        <translation>arbitro principale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="40"/>
        <source>type of tournament</source>
        <translation>tipo di torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="50"/>
        <source>date of round {0} (YYYY/MM/DD)</source>
        <translation>data del turno {0} (AAAA/MM/GG)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_report.py" line="53"/>
        <source>FIDE ID of {0} {1}</source>
        <translation>ID FIDE di {0} {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/schedules.py" line="63"/>
        <source>{0}: not a step of this tournament&apos;s pairing system</source>
        <translation>{0}: non è un passo del sistema di abbinamento di questo torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/schedules.py" line="66"/>
        <source>round 1 is already paired: {0} is done before it</source>
        <translation>il turno 1 è già abbinato: {0} si fa prima</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/schedules.py" line="114"/>
        <source>the Varma tables cover 9 to 24 players, not {0}: the numbers typed are not checked against their groups</source>
        <translation>le tabelle Varma vanno da 9 a 24 giocatori, non {0}: i numeri scritti non sono controllati sui loro gruppi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/schedules.py" line="124"/>
        <source>Varma draw: {0} ({1}) has number {2} of group {3}, but {4} other player(s) of {1} are in group {5}: the players of one federation or club draw from one group</source>
        <translation>Sorteggio Varma: {0} ({1}) ha il numero {2} del gruppo {3}, ma {4} altro/i giocatore/i di {1} sono nel gruppo {5}: i giocatori di una stessa federazione o società estraggono da un solo gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/schedules.py" line="161"/>
        <source>players {0} have no {1}: the teams are made by it</source>
        <translation>i giocatori {0} non hanno {1}: le squadre si formano in base a questo campo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/schedules.py" line="166"/>
        <source>the order of the teams names {0}, the players&apos; teams are {1}</source>
        <translation>l&apos;ordine delle squadre nomina {0}, le squadre dei giocatori sono {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/schedules.py" line="171"/>
        <source>the event is set for {0} teams of the same size; the players make {1}</source>
        <translation>il torneo è impostato per {0} squadre della stessa grandezza; i giocatori ne formano {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="108"/>
        <source>category {0!r} is defined twice</source>
        <translation>la categoria {0!r} è definita due volte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="114"/>
        <source>prize {0} of category {1!r}: no such category</source>
        <translation>premio {0} della categoria {1!r}: categoria inesistente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="117"/>
        <source>prize {0} of {1}: negative amount {2}</source>
        <translation>premio {0} di {1}: importo negativo {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="122"/>
        <source>{0}: places listed {1}, not 1, 2, 3, ...</source>
        <translation>{0}: posizioni elencate {1}, non 1, 2, 3, ...</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="126"/>
        <source>{0}: prize {1} ({2}) is larger than prize {3} ({4})</source>
        <translation>{0}: il premio {1} ({2}) è maggiore del premio {3} ({4})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="136"/>
        <source>the main list</source>
        <translation>la classifica generale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="137"/>
        <source>category {0!r}</source>
        <translation>la categoria {0!r}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="337"/>
        <source>line {0}: &apos;{1}&apos; is not &apos;name [conditions]: amounts&apos; nor an option</source>
        <translation>riga {0}: &apos;{1}&apos; non è &apos;nome [condizioni]: importi&apos; né un&apos;opzione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="344"/>
        <source>line {0}: {1}: &apos;{2}&apos; is not one of {3}</source>
        <translation>riga {0}: {1}: &apos;{2}&apos; non è uno fra {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="355"/>
        <source>line {0}: prize {1} of {2}: &apos;{3}&apos; is not an amount</source>
        <translation>riga {0}: premio {1} di {2}: &apos;{3}&apos; non è un importo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="363"/>
        <source>prize list: {0}</source>
        <translation>elenco premi: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/prizes.py" line="384"/>
        <source>line {0}: {1}: condition &apos;{2}&apos; is not women, unrated, rating MIN-MAX, born FROM-UNTIL, federation CODES, club NAME or team N</source>
        <translation>riga {0}: {1}: la condizione &apos;{2}&apos; non è women, unrated, rating MIN-MAX, born DA-A, federation CODICI, club NOME o team N</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="46"/>
        <source>{0!r}… is {1} characters long: a name has at most {2}</source>
        <translation>{0!r}… è lungo {1} caratteri: un nome ne ha al massimo {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="56"/>
        <source>{0!r} is not a rating (a whole number from 0 to {1})</source>
        <translation>{0!r} non è un Elo (un numero intero da 0 a {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="60"/>
        <source>{0} is not a rating (a whole number from 0 to {1})</source>
        <translation>{0} non è un Elo (un numero intero da 0 a {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="68"/>
        <source>{0!r} is not a FIDE ID (digits only, at most 11)</source>
        <translation>{0!r} non è un ID FIDE (solo cifre, al massimo 11)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="80"/>
        <source>{0!r} is not a FIDE title (one of {1})</source>
        <translation>{0!r} non è un titolo FIDE (uno fra {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="94"/>
        <source>{0!r} is not a sex (m, w or f)</source>
        <translation>{0!r} non è un sesso (m, w o f)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="100"/>
        <source>{0!r} is not a federation code (three letters, e.g. ITA)</source>
        <translation>{0!r} non è un codice di federazione (tre lettere, ad es. ITA)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="119"/>
        <source>{0!r} is not a date (YYYY/MM/DD or DD/MM/YYYY or a year)</source>
        <translation>{0!r} non è una data (AAAA/MM/GG o GG/MM/AAAA o un anno)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="121"/>
        <source>{0!r} is not a date (YYYY/MM/DD or DD/MM/YYYY)</source>
        <translation>{0!r} non è una data (AAAA/MM/GG o GG/MM/AAAA)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="138"/>
        <source>{0!r} is not &apos;round:rating&apos; (e.g. 5:2150)</source>
        <translation>{0!r} non è &apos;turno:Elo&apos; (ad es. 5:2150)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/player_fields.py" line="142"/>
        <source>give each round once, in order (e.g. 5:2150; 8:2170)</source>
        <translation>indicare ogni turno una volta sola, in ordine (ad es. 5:2150; 8:2170)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/backups.py" line="52"/>
        <source>the backup folder {0} cannot be made ({1})</source>
        <translation>impossibile creare la cartella delle copie di sicurezza {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/backups.py" line="59"/>
        <source>the old backup {0} cannot be deleted ({1})</source>
        <translation>impossibile eliminare la vecchia copia di sicurezza {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/store/journal.py" line="58"/>
        <source>the undo journal does not match the data ({0}): undo/redo refused, nothing was changed</source>
        <translation>il registro di annullamento non corrisponde ai dati ({0}): annulla/ripeti rifiutato, nulla è stato modificato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/ladder.py" line="65"/>
        <source>round {0}: {1}</source>
        <translation>turno {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/ladder.py" line="79"/>
        <source>player {0} is not on the ladder in round {1}</source>
        <translation>il giocatore {0} non è nella scala nel turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/validation.py" line="202"/>
        <source>the ladder cannot be played: {0}</source>
        <translation>la scala non può essere giocata: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/engine_process.py" line="61"/>
        <source>The pairing engine stopped: {0}.</source>
        <translation>Il motore di abbinamento si è fermato: {0}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/engine_process.py" line="132"/>
        <source>the program is ending</source>
        <translation>il programma sta terminando</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/engine_process.py" line="140"/>
        <source>ended by the signal {0}</source>
        <translation>terminato dal segnale {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/engine_process.py" line="141"/>
        <source>it exited with code {0}</source>
        <translation>è uscito con il codice {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/engine_process.py" line="215"/>
        <source>out of memory</source>
        <translation>memoria esaurita</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="101"/>
        <location filename="../../arbiter_gui/engine/explain.py" line="119"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="108"/>
        <source>about {0}</source>
        <translation>circa {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="120"/>
        <source>white absolute</source>
        <translation>bianco, assoluta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="121"/>
        <source>white strong</source>
        <translation>bianco, forte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="122"/>
        <source>white mild</source>
        <translation>bianco, debole</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="123"/>
        <source>black absolute</source>
        <translation>nero, assoluta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="124"/>
        <source>black strong</source>
        <translation>nero, forte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="125"/>
        <source>black mild</source>
        <translation>nero, debole</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="127"/>
        <source>down</source>
        <translation>in giù</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="127"/>
        <source>up</source>
        <translation>in su</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="138"/>
        <source>topscorer (1.8)</source>
        <translation>topscorer (1.8)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="140"/>
        <source>no PAB (C2)</source>
        <translation>niente PAB (C2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="142"/>
        <source>ARO {0}, upfloated {1}x (maximum upfloater, 1.8)</source>
        <translation>ARO {0}, flottato in su {1} volte (flottante massimo, 1.8)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="144"/>
        <source>ARO {0}, upfloated {1}x</source>
        <translation>ARO {0}, flottato in su {1} volte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="151"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="153"/>
        <source>{0} ({1}): {2} points, colour preference {3} (difference {4}), floats two rounds before / previous round: {5}</source>
        <translation>{0} ({1}): {2} punti, preferenza di colore {3} (differenza {4}), flottaggi due turni prima / turno precedente: {5}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="160"/>
        <source>both preferences granted</source>
        <translation>entrambe le preferenze soddisfatte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="161"/>
        <source>the stronger preference granted</source>
        <translation>soddisfatta la preferenza più forte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="162"/>
        <source>colours alternated from the last round they differed</source>
        <translation>colori alternati rispetto all&apos;ultimo turno in cui erano diversi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="163"/>
        <source>the higher ranked player&apos;s preference granted</source>
        <translation>soddisfatta la preferenza del giocatore meglio classificato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="164"/>
        <source>the higher ranked player&apos;s TPN and the initial colour</source>
        <translation>numero di abbinamento del giocatore meglio classificato e colore iniziale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="165"/>
        <source>neither has played: TPN and the initial colour</source>
        <translation>nessuno dei due ha giocato: numero di abbinamento e colore iniziale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="182"/>
        <source>MDP</source>
        <translation>MDP</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="182"/>
        <source>resident</source>
        <translation>residente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="183"/>
        <source>upfloater</source>
        <translation>flottante in su</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="195"/>
        <source>Bracket {0}: {1}, {2}, {3}</source>
        <translation>Gruppo {0}: {1}, {2}, {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="196"/>
        <source>1 player</source>
        <translation>1 giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="197"/>
        <source>{0} players</source>
        <translation>{0} giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="198"/>
        <source>1 pair</source>
        <translation>1 coppia</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="199"/>
        <source>{0} pairs</source>
        <translation>{0} coppie</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="200"/>
        <source>perfect</source>
        <translation>perfetto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="201"/>
        <source>not perfect</source>
        <translation>non perfetto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="207"/>
        <source>Bracket {0} (1.3): residents {1}</source>
        <translation>Gruppo {0} (1.3): residenti {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="208"/>
        <source>upfloaters {0} (3.5)</source>
        <translation>flottanti in su {0} (3.5)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="210"/>
        <source>moved-down players {0} (M0 = {1}, 3.1.1)</source>
        <translation>giocatori scesi (MDP) {0} (M0 = {1}, 3.1.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="212"/>
        <source>Bracket {0} (1.2): residents {1}</source>
        <translation>Gruppo {0} (1.2): residenti {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="213"/>
        <source>incoming floaters {0} (1.2.2)</source>
        <translation>flottanti in arrivo {0} (1.2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="214"/>
        <source>Scoregroup {0} (2.2): residents {1}</source>
        <translation>Gruppo di punteggio {0} (2.2): residenti {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="215"/>
        <source>floaters {0} (3.1)</source>
        <translation>flottanti {0} (3.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="218"/>
        <source>Scoregroup {0} (1992 A3): residents {1}</source>
        <translation>Gruppo di punteggio {0} (1992 A3): residenti {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="219"/>
        <source>moved-down players {0} (1992 A3)</source>
        <translation>giocatori scesi {0} (1992 A3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="211"/>
        <source>upfloaters {0} (3.2.2)</source>
        <translation>flottanti in su {0} (3.2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="244"/>
        <source>shifts {0}</source>
        <translation>spostamenti {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="253"/>
        <source>pairs: {0}</source>
        <translation>coppie: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="256"/>
        <source>downfloaters: {0}</source>
        <translation>flottanti in giù: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="262"/>
        <source>note: {0}</source>
        <translation>nota: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="272"/>
        <source>perfect candidate, accepted at once (3.4.1): the first candidate of the sequence</source>
        <translation>candidato perfetto, accettato subito (3.4.1): il primo candidato della sequenza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="274"/>
        <source>perfect candidate, accepted at once (3.4.1) after {0} candidates of the sequence</source>
        <translation>candidato perfetto, accettato subito (3.4.1) dopo {0} candidati della sequenza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="276"/>
        <source>perfect candidate, accepted at once (3.4.1)</source>
        <translation>candidato perfetto, accettato subito (3.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="278"/>
        <source>no perfect candidate: the only candidate of the sequence was chosen (3.8.1)</source>
        <translation>nessun candidato perfetto: è stato scelto l&apos;unico candidato della sequenza (3.8.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="280"/>
        <source>no perfect candidate: the best one was chosen (3.8.1) among all {0} candidates of the sequence</source>
        <translation>nessun candidato perfetto: è stato scelto il migliore (3.8.1) fra tutti i {0} candidati della sequenza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="282"/>
        <source>no perfect candidate: the best one was chosen (3.8.1)</source>
        <translation>nessun candidato perfetto: è stato scelto il migliore (3.8.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="285"/>
        <source>it breaks {0}</source>
        <translation>viola {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="296"/>
        <source>MDP-pairing: MDP set {0} (4.4.2) with {1} (transposition {2} of S2, 3.7.2)</source>
        <translation>abbinamento degli MDP: insieme di MDP {0} (4.4.2) con {1} (trasposizione {2} di S2, 3.7.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="303"/>
        <source>exchange (4.3): {0} to S2, {1} to S1, number {2} in the order of 4.3.2</source>
        <translation>scambio (4.3): {0} in S2, {1} in S1, numero {2} nell&apos;ordine del 4.3.2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="305"/>
        <source>exchange (4.3): {0} to S2, {1} to S1</source>
        <translation>scambio (4.3): {0} in S2, {1} in S1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="309"/>
        <source>remainder candidate: transposition {0} of S2 (4.2.2)</source>
        <translation>candidato del resto: trasposizione {0} di S2 (4.2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="312"/>
        <source>bracket candidate: transposition {0} of S2 (4.2.2)</source>
        <translation>candidato del gruppo: trasposizione {0} di S2 (4.2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="314"/>
        <source>, candidate {0} of {1} in the sequence (3.6)</source>
        <translation>, candidato {0} di {1} nella sequenza (3.6)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="316"/>
        <source> of exchange {0}-for-{0}</source>
        <translation> dello scambio {0} contro {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="323"/>
        <source>Rest (Berger table)</source>
        <translation>Riposo (tabella Berger)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="324"/>
        <source>Pairing-allocated bye</source>
        <translation>Bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="346"/>
        <source>Acceleration: {0} ({1}): {2}</source>
        <translation>Accelerazione: {0} ({1}): {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="348"/>
        <source>Acceleration: virtual points given by the tournament (TRF 250 / XXA records)</source>
        <translation>Accelerazione: punti fittizi dati dal torneo (record TRF 250 / XXA)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="353"/>
        <source>Virtual points in this round, added to the points scored for the pairing only (C.04.7 1.5): {0}</source>
        <translation>Punti fittizi in questo turno, sommati ai punti realizzati solo per l&apos;abbinamento (C.04.7 1.5): {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="362"/>
        <source>Keizer list (seed 003 6.1): place, player, value, Keizer score</source>
        <translation>Lista Keizer (seed 003 6.1): posto, giocatore, punteggio convenzionale, punteggio Keizer</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="364"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="375"/>
        <source>Round {0}, {1} system</source>
        <translation>Turno {0}, sistema {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/explain.py" line="387"/>
        <source>Colours, the rule that gave White on each board: {0}</source>
        <translation>Colori, la regola che ha dato il Bianco su ogni scacchiera: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="24"/>
        <source>C6 pairs</source>
        <translation>C6 coppie</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="25"/>
        <source>C7 downfloater scores</source>
        <translation>C7 punteggi dei flottanti in giù</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="44"/>
        <source>{0} is not paired in this round (absent, bye or withdrawn).</source>
        <translation>{0} non è abbinato in questo turno (assente, bye o ritirato).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="48"/>
        <source>{0} and {1} are paired, on board {2}.</source>
        <translation>{0} e {1} sono abbinati, in scacchiera {2}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="51"/>
        <source>{0} and {1} have already played each other (C.04.1 article 2).</source>
        <translation>{0} e {1} si sono già incontrati (C.04.1 articolo 2).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="54"/>
        <source>The arbiter has forbidden the pairing {0}-{1} for this round.</source>
        <translation>L&apos;arbitro ha vietato l&apos;abbinamento {0}-{1} per questo turno.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="58"/>
        <source>{0} and {1} both have an absolute preference for {2} and are not topscorers (C3).</source>
        <translation>{0} e {1} hanno entrambi una preferenza assoluta per il {2} e non sono topscorer (C3).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="60"/>
        <source>{0} and {1} both have an absolute preference for {2} (C3).</source>
        <translation>{0} e {1} hanno entrambi una preferenza assoluta per il {2} (C3).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="63"/>
        <source>The {0} system&apos;s criteria chose other opponents (see the brackets&apos; record).</source>
        <translation>I criteri del sistema {0} hanno scelto altri avversari (vedere il registro dei gruppi).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="76"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="77"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="90"/>
        <source>{0} and {1} were both moved-down players in the {2} bracket: MDPs are paired only with residents (3.3.3).</source>
        <translation>{0} e {1} erano entrambi giocatori scesi (MDP) nel gruppo {2}: gli MDP sono abbinati solo con residenti (3.3.3).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="93"/>
        <source>Pairing {0} with {1} in the {2} bracket</source>
        <translation>Abbinare {0} con {1} nel gruppo {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="104"/>
        <source>Letting {0} float down from the {1} bracket towards {2}</source>
        <translation>Far flottare {0} in giù dal gruppo {1} verso {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="117"/>
        <source>{0} would leave no complete pairing of the round that complies with C1-C3 (C4).</source>
        <translation>{0} non lascerebbe alcun abbinamento completo del turno conforme a C1-C3 (C4).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="124"/>
        <source>{0} gives {1} = {2} instead of {3}: a criterion of higher priority than any that would gain.</source>
        <translation>{0} dà {1} = {2} invece di {3}: un criterio di priorità più alta di tutti quelli che migliorerebbero.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/why.py" line="128"/>
        <source>{0} is as good by every criterion, but the chosen candidate comes earlier in the sequence of transpositions and exchanges (3.8.1).</source>
        <translation>{0} è equivalente per ogni criterio, ma il candidato scelto viene prima nella sequenza di trasposizioni e scambi (3.8.1).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="41"/>
        <source>downfloater of the last bracket (C.04.3 1.9.1)</source>
        <translation>flottante in giù dall&apos;ultimo gruppo (C.04.3 1.9.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="336"/>
        <source>{0} = {1} instead of {2}</source>
        <translation>{0} = {1} invece di {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="342"/>
        <source>a PAB to a player on {0} points instead of {1}</source>
        <translation>un PAB a un giocatore con {0} punti invece di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="345"/>
        <source>a PAB to a player with 1 unplayed game instead of {1}</source>
        <translation>un PAB a un giocatore con 1 partita non giocata invece di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="347"/>
        <source>a PAB to a player with {0} unplayed games instead of {1}</source>
        <translation>un PAB a un giocatore con {0} partite non giocate invece di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="350"/>
        <source>the next bracket could not be paired as well (more or higher-scored downfloaters there)</source>
        <translation>il gruppo successivo non si potrebbe abbinare altrettanto bene (vi resterebbero più flottanti in giù, o con punteggio più alto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="358"/>
        <source>receives the pairing-allocated bye</source>
        <translation>riceve il bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="359"/>
        <source>floats down to the pairing-allocated bye</source>
        <translation>flotta in giù fino al bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="360"/>
        <source>floats down</source>
        <translation>flotta in giù</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="365"/>
        <source>{0} {1}: nobody else below or in this bracket may receive it (C2: each has had a PAB or a win without playing).</source>
        <translation>{0} {1}: nessun altro in questo gruppo o sotto può riceverlo (C2: ognuno ha già avuto un PAB o una vittoria senza giocare).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="367"/>
        <source>{0} {1}: nobody else in the last bracket may receive it (C2: each has had a PAB or a win without playing).</source>
        <translation>{0} {1}: nessun altro nell&apos;ultimo gruppo può riceverlo (C2: ognuno ha già avuto un PAB o una vittoria senza giocare).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="378"/>
        <source>{0} {1}: pairing {0} in this bracket, the players below could not complete the round (C4).</source>
        <translation>{0} {1}: abbinando {0} in questo gruppo, i giocatori sotto non potrebbero completare il turno (C4).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="380"/>
        <source>{0} {1}: pairing {0} in this bracket, the pairing-allocated bye would go to a player with a higher score (C5).</source>
        <translation>{0} {1}: abbinando {0} in questo gruppo, il bye assegnato dall&apos;abbinamento andrebbe a un giocatore con più punti (C5).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="384"/>
        <source>{0} {1}: anyone else taking the bye leaves no complete pairing of the bracket (C4).</source>
        <translation>{0} {1}: se il bye andasse a un altro, il gruppo non avrebbe alcun abbinamento completo (C4).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="388"/>
        <source>{0} {1}: the PAB goes to the lowest score (C5): {2}.</source>
        <translation>{0} {1}: il PAB va al punteggio più basso (C5): {2}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="391"/>
        <source>{0} {1}: the PAB goes to the player with the fewest unplayed games (C9): {2}.</source>
        <translation>{0} {1}: il PAB va al giocatore con meno partite non giocate (C9): {2}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="395"/>
        <source>{0} {1}: the best candidate that pairs {0} here has {2} ({3}).</source>
        <translation>{0} {1}: il miglior candidato che abbina {0} qui ha {2} ({3}).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="398"/>
        <source>{0} {1}: the best candidate that pairs {0} here has a worse {2} ({2}).</source>
        <translation>{0} {1}: il miglior candidato che abbina {0} qui ha un {2} peggiore ({2}).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="401"/>
        <source>{0} {1}: pairing {0} instead is no better by any criterion, and the first perfect candidate (3.4.1) in the sequence of transpositions and exchanges (4.2-4.4) leaves {0} out.</source>
        <translation>{0} {1}: abbinare invece {0} non è migliore per alcun criterio, e il primo candidato perfetto (3.4.1) nella sequenza di trasposizioni e scambi (4.2-4.4) lascia fuori {0}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="404"/>
        <source>{0} {1}: pairing {0} instead is no better by any criterion, and the first of the best candidates (3.8.1) in the sequence of transpositions and exchanges (4.2-4.4) leaves {0} out.</source>
        <translation>{0} {1}: abbinare invece {0} non è migliore per alcun criterio, e il primo dei candidati migliori (3.8.1) nella sequenza di trasposizioni e scambi (4.2-4.4) lascia fuori {0}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="417"/>
        <source>has already played {0} (C1)</source>
        <translation>ha già giocato con {0} (C1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="420"/>
        <source>may not meet {0} (arbiter&apos;s decision)</source>
        <translation>non può incontrare {0} (decisione dell&apos;arbitro)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="423"/>
        <source>has the same absolute colour preference as {0} (C3)</source>
        <translation>ha la stessa preferenza di colore assoluta di {0} (C3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="427"/>
        <source>{0} {1}: {0} is alone in the bracket (1.3.2).</source>
        <translation>{0} {1}: {0} è solo nel gruppo (1.3.2).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="430"/>
        <source>{0} {1}: the others in the bracket are moved-down players too, and MDPs are paired only with residents (3.3.3).</source>
        <translation>{0} {1}: anche gli altri del gruppo sono giocatori scesi (MDP), e gli MDP sono abbinati solo con residenti (3.3.3).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="433"/>
        <source>{0} {1}: no compatible opponent in the bracket: {0} {2}.</source>
        <translation>{0} {1}: nessun avversario compatibile nel gruppo: {0} {2}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="457"/>
        <source>{0} = {1}: no candidate making as many pairs (C6) does better ({2}).</source>
        <translation>{0} = {1}: nessun candidato con altrettante coppie (C6) fa meglio ({2}).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="463"/>
        <source>it is worse by {0} ({1})</source>
        <translation>è peggiore per {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="465"/>
        <source>it is worse by {0}</source>
        <translation>è peggiore per {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="467"/>
        <source>it comes later in the sequence</source>
        <translation>viene dopo nella sequenza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="468"/>
        <source>{0} = {1}: a candidate with {0} = {2} exists, but {3}, a criterion of higher priority ({4}).</source>
        <translation>{0} = {1}: esiste un candidato con {0} = {2}, ma {3}, un criterio di priorità più alta ({4}).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="483"/>
        <source>topscorers or their opponents with a colour difference beyond +2 or -2</source>
        <translation>topscorer o loro avversari con differenza di colore oltre +2 o -2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="484"/>
        <source>topscorers or their opponents with the same colour three times in a row</source>
        <translation>topscorer o loro avversari con lo stesso colore tre volte di fila</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="485"/>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="21"/>
        <source>players who do not get their colour preference</source>
        <translation>giocatori che non ottengono la loro preferenza di colore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="486"/>
        <source>players who do not get their strong colour preference</source>
        <translation>giocatori che non ottengono la loro preferenza di colore forte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="487"/>
        <source>resident downfloaters who downfloated the previous round</source>
        <translation>flottanti in giù residenti che sono flottati in giù il turno precedente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="488"/>
        <source>MDP opponents who upfloated the previous round</source>
        <translation>avversari di MDP che sono flottati in su il turno precedente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="489"/>
        <source>resident downfloaters who downfloated two rounds before</source>
        <translation>flottanti in giù residenti che sono flottati in giù due turni prima</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="490"/>
        <source>MDP opponents who upfloated two rounds before</source>
        <translation>avversari di MDP che sono flottati in su due turni prima</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="491"/>
        <source>MDPs who downfloated the previous round and float again (score differences)</source>
        <translation>MDP flottati in giù il turno precedente che flottano di nuovo (differenze di punteggio)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="492"/>
        <source>score differences of MDP opponents who upfloated the previous round</source>
        <translation>differenze di punteggio degli avversari di MDP flottati in su il turno precedente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="493"/>
        <source>MDPs who downfloated two rounds before and float again (score differences)</source>
        <translation>MDP flottati in giù due turni prima che flottano di nuovo (differenze di punteggio)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dutch/record.py" line="494"/>
        <source>score differences of MDP opponents who upfloated two rounds before</source>
        <translation>differenze di punteggio degli avversari di MDP flottati in su due turni prima</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="20"/>
        <source>the number of upfloaters</source>
        <translation>il numero di flottanti in su</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="22"/>
        <source>upfloaters who are maximum upfloaters (1.8)</source>
        <translation>flottanti in su che sono flottanti massimi (1.8)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="23"/>
        <source>times a maximum upfloater is upfloated</source>
        <translation>volte in cui un flottante massimo flotta in su</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="24"/>
        <source>upfloaters who upfloated in the previous round</source>
        <translation>flottanti in su che sono flottati in su nel turno precedente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="36"/>
        <source>G1/G2 by colour preference (3.2.3)</source>
        <translation>G1/G2 per preferenza di colore (3.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="37"/>
        <source>G1/G2 by TPN halves (nobody has played yet) (3.2.3)</source>
        <translation>G1/G2 per metà dei numeri di abbinamento (nessuno ha ancora giocato) (3.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="51"/>
        <source>first shift (3.2.4.1)</source>
        <translation>primo spostamento (3.2.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="52"/>
        <source>second shift (3.2.4.2)</source>
        <translation>secondo spostamento (3.2.4.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="56"/>
        <source>upfloaters needed</source>
        <translation>flottanti in su necessari</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="65"/>
        <source>{0} ({1}) upfloats into the {2} bracket: its residents need 1 upfloater for a legal pairing (3.2.1); the first best set in the order of 4.2 (descending score, then TPN) by [C5]-[C10].</source>
        <translation>{0} ({1}) flotta in su nel gruppo {2}: i suoi residenti hanno bisogno di 1 flottante in su per un abbinamento legale (3.2.1); il primo insieme migliore per [C5]-[C10] nell&apos;ordine del 4.2 (punteggio decrescente, poi numero di abbinamento).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="68"/>
        <source>{0} ({1}) upfloats into the {2} bracket: its residents need {3} upfloaters for a legal pairing (3.2.1); the first best set in the order of 4.2 (descending score, then TPN) by [C5]-[C10].</source>
        <translation>{0} ({1}) flotta in su nel gruppo {2}: i suoi residenti hanno bisogno di {3} flottanti in su per un abbinamento legale (3.2.1); il primo insieme migliore per [C5]-[C10] nell&apos;ordine del 4.2 (punteggio decrescente, poi numero di abbinamento).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="78"/>
        <source>C5 = {0}: the residents cannot all be paired among themselves (C1, C3): at least {1} upfloater(s) are needed for a legal pairing.</source>
        <translation>C5 = {0}: i residenti non possono essere tutti abbinati fra loro (C1, C3): per un abbinamento legale servono almeno {1} flottante/i in su.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="82"/>
        <source>C7 = {0} ({1}): the fewest any legal pairing of the bracket allows after the shifts of 3.2.4.</source>
        <translation>C7 = {0} ({1}): il minimo che un abbinamento legale del gruppo consente dopo gli spostamenti del 3.2.4.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="87"/>
        <source>{0} = {1} ({2}): no set of upfloaters as good by [C5]-[C7] does better.</source>
        <translation>{0} = {1} ({2}): nessun insieme di flottanti in su altrettanto buono per [C5]-[C7] fa meglio.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="100"/>
        <source>{0} receives the pairing-allocated bye: giving it to {1} would leave no complete pairing of the others ([C4], 3.1.2).</source>
        <translation>{0} riceve il bye assegnato dall&apos;abbinamento: darlo a {1} non lascerebbe alcun abbinamento completo degli altri ([C4], 3.1.2).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="105"/>
        <source>{0} receives the pairing-allocated bye: the only player who has neither had one nor scored a win without playing ([C2], 3.1.1).</source>
        <translation>{0} riceve il bye assegnato dall&apos;abbinamento: l&apos;unico giocatore che non ne ha già avuto uno né ha vinto senza giocare ([C2], 3.1.1).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="110"/>
        <source>{0} receives the pairing-allocated bye: the lowest score among the eligible players ({1}, 3.1.3).</source>
        <translation>{0} riceve il bye assegnato dall&apos;abbinamento: il punteggio più basso fra i giocatori ammessi ({1}, 3.1.3).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="114"/>
        <source>{0} receives the pairing-allocated bye: among the lowest scores, the most games played ({1}, 3.1.4).</source>
        <translation>{0} riceve il bye assegnato dall&apos;abbinamento: fra i punteggi più bassi, il maggior numero di partite giocate ({1}, 3.1.4).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/dubov/record.py" line="117"/>
        <source>{0} receives the pairing-allocated bye: among the lowest scores with the most games, the largest TPN (3.1.5).</source>
        <translation>{0} riceve il bye assegnato dall&apos;abbinamento: fra i punteggi più bassi con più partite, il numero di abbinamento più alto (3.1.5).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="72"/>
        <source>Dutch</source>
        <translation>olandese</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="74"/>
        <source>Dubov</source>
        <translation>Dubov</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="76"/>
        <source>Burstein</source>
        <translation>Burstein</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="78"/>
        <source>Lim</source>
        <translation>Lim</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="81"/>
        <source>Lim (Maxi)</source>
        <translation>Lim (Maxi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="84"/>
        <source>Amalfi rating</source>
        <translation>Amalfi Rating</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="87"/>
        <source>FIDE 1992 rating-based Swiss</source>
        <translation>Svizzero FIDE basato sul rating del 1992</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="89"/>
        <source>Round robin</source>
        <translation>girone all&apos;italiana</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="91"/>
        <source>Double round robin</source>
        <translation>doppio girone all&apos;italiana</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="95"/>
        <source>Round robin (Varma tables)</source>
        <translation>Girone all&apos;italiana (tabelle Varma)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="99"/>
        <source>Reduced round robin</source>
        <translation>Girone all&apos;italiana ridotto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="102"/>
        <source>Rotation tournament</source>
        <translation>Torneo a rotazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="105"/>
        <source>Pools with seeds</source>
        <translation>Gironi con teste di serie</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="107"/>
        <source>Scheveningen</source>
        <translation>Scheveningen</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="109"/>
        <source>Reduced Scheveningen</source>
        <translation>Scheveningen ridotto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="112"/>
        <source>Schiller</source>
        <translation>Schiller</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="114"/>
        <source>Hutton</source>
        <translation>Hutton</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="117"/>
        <source>Hilton</source>
        <translation>Hilton</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="121"/>
        <source>Knockout</source>
        <translation>Eliminazione diretta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="124"/>
        <source>Keizer</source>
        <translation>Keizer</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="127"/>
        <source>Ladder</source>
        <translation>Scala</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="129"/>
        <source>Double-Swiss</source>
        <translation>Double-Swiss</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="133"/>
        <source>Team Swiss (Type A)</source>
        <translation>svizzero a squadre (tipo A)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="135"/>
        <source>Team Swiss (Type B)</source>
        <translation>svizzero a squadre (tipo B)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="137"/>
        <source>Team Swiss (no colours)</source>
        <translation>svizzero a squadre (senza colori)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/systems.py" line="141"/>
        <source>Team round robin</source>
        <translation>girone all&apos;italiana a squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="43"/>
        <source>Baku acceleration</source>
        <translation>accelerazione Baku</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="43"/>
        <source>group A, the first half of the participants of round 1 rounded up to an even number, has a win&apos;s worth in the first half of the accelerated rounds and half of it in the others; the accelerated rounds are the first half of the tournament</source>
        <translation>il gruppo A, la prima metà dei partecipanti al primo turno arrotondata per eccesso a un numero pari, ha il valore di una vittoria nella prima metà dei turni accelerati e metà di esso negli altri; i turni accelerati sono la prima metà del torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="47"/>
        <source>Haley acceleration</source>
        <translation>sistema Haley</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="47"/>
        <source>the first half of the participants of round 1 has a win&apos;s worth in rounds 1-3 and half of it in rounds 4-5</source>
        <translation>la prima metà dei partecipanti al primo turno ha il valore di una vittoria nei turni 1-3 e metà di esso nei turni 4-5</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="50"/>
        <source>decreasing (French) acceleration</source>
        <translation>accelerato decrescente (&quot;francese&quot;)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="50"/>
        <source>the participants of round 1 in three groups start with 2, 1 and 0 wins&apos; worth; every two wins&apos; worth of points scored adds one, up to 2; none from the penultimate round on</source>
        <translation>i partecipanti al primo turno, in tre fasce, partono con il valore di 2, 1 e 0 vittorie; ogni due vittorie di punti realizzati se ne aggiunge una, fino a 2; nessuno dal penultimo turno in poi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="54"/>
        <source>English accelerated system</source>
        <translation>accelerato &quot;inglese&quot;</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="54"/>
        <source>groups A and B, the first two of four equal groups of the participants of round 1, have a win&apos;s worth in rounds 1-2, so that A meets B and C meets D, then the groups cross</source>
        <translation>i gruppi A e B, i primi due di quattro gruppi uguali dei partecipanti al primo turno, hanno il valore di una vittoria nei turni 1-2, così che A incontra B e C incontra D, poi i gruppi si incrociano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="58"/>
        <source>McMahon system</source>
        <translation>sistema McMahon</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/acceleration/methods.py" line="58"/>
        <source>the participants of round 1 in four groups start with 3, 2, 1 and 0 wins&apos; worth, kept in every round for the pairing only</source>
        <translation>i partecipanti al primo turno, in quattro gruppi, partono con il valore di 3, 2, 1 e 0 vittorie, mantenuto in ogni turno solo per l&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="44"/>
        <source>the only player who has neither had one nor scored a win without playing ([C2])</source>
        <translation>l&apos;unico giocatore che non ne ha già avuto uno né ha vinto senza giocare ([C2])</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="46"/>
        <source>giving it to a player before them in the order of 3.1 would leave no complete pairing ([C4])</source>
        <translation>darlo a un giocatore che lo precede nell&apos;ordine del 3.1 non lascerebbe alcun abbinamento completo ([C4])</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="48"/>
        <source>the lowest score among the eligible players</source>
        <translation>il punteggio più basso fra i giocatori ammessi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="49"/>
        <source>among the lowest scores, the most games played</source>
        <translation>fra i punteggi più bassi, il maggior numero di partite giocate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="50"/>
        <source>among the lowest scores with the most games, the lowest ranking (index, then TPN, 1.8)</source>
        <translation>fra i punteggi più bassi con più partite, la posizione più bassa (indice, poi numero di abbinamento, 1.8)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="138"/>
        <source>{0} receives the pairing-allocated bye: {1} ({2})</source>
        <translation>{0} riceve il bye assegnato dall&apos;abbinamento: {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="182"/>
        <source>BSN order (4.1, 1.8): {0}</source>
        <translation>ordine BSN (4.1, 1.8): {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="186"/>
        <source>pairs by BSN (4.3, 0 = floats): {0}</source>
        <translation>coppie per BSN (4.3, 0 = flotta): {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="188"/>
        <source>chosen by the {0} search ([C4]-[C8], then the order of 4.3)</source>
        <translation>scelto dalla ricerca {0} ([C4]-[C8], poi l&apos;ordine del 4.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/pairing.py" line="220"/>
        <source>seeding round (C.04.4.2 1.6): paired by the FIDE (Dutch) system</source>
        <translation>turno di selezione (C.04.4.2 1.6): abbinato con il sistema FIDE (olandese)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/bracket.py" line="32"/>
        <source>weighted, the bracket alone</source>
        <translation>pesata, solo il gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/bracket.py" line="33"/>
        <source>weighted, with the next scoregroup</source>
        <translation>pesata, con il gruppo di punteggio successivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/bracket.py" line="34"/>
        <source>weighted, whole rest</source>
        <translation>pesata, tutti i restanti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/bracket.py" line="35"/>
        <source>ideal, no floater</source>
        <translation>ideale, nessun flottante</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/burstein/bracket.py" line="36"/>
        <source>ideal, one floater</source>
        <translation>ideale, un flottante</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="34"/>
        <source>No pairing of this round gives every player a new opponent and a permitted colour (C.04.4.3 2.1): the arbiter must decide.</source>
        <translation>Nessun abbinamento di questo turno dà a ogni giocatore un nuovo avversario e un colore consentito (C.04.4.3 2.1): deve decidere l&apos;arbitro.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="144"/>
        <source>pair {0}-{1} cracked ({2}): the median scoregroup could not be paired with {3} floaters from above and {4} from below</source>
        <translation>coppia {0}-{1} sciolta ({2}): il gruppo di punteggio mediano non poteva essere abbinato con {3} flottanti dall&apos;alto e {4} dal basso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="165"/>
        <source>paired downward (2.2)</source>
        <translation>abbinato dall&apos;alto verso il basso (2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="166"/>
        <source>paired upward (2.2)</source>
        <translation>abbinato dal basso verso l&apos;alto (2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="167"/>
        <source>the median scoregroup, paired last and downward (2.2)</source>
        <translation>il gruppo di punteggio mediano, abbinato per ultimo dall&apos;alto verso il basso (2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="169"/>
        <source>scoregroup {0}: {1}</source>
        <translation>gruppo di punteggio {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="172"/>
        <source>floaters received, paired first in this order (3.6, 3.7, 3.8): {0}</source>
        <translation>flottanti ricevuti, abbinati per primi in quest&apos;ordine (3.6, 3.7, 3.8): {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="174"/>
        <source>{0} floats up: {1}; type {2} (3.9: {3})</source>
        <translation>{0} flotta in su: {1}; tipo {2} (3.9: {3})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="176"/>
        <source>{0} floats down: {1}; type {2} (3.9: {3})</source>
        <translation>{0} flotta in giù: {1}; tipo {2} (3.9: {3})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="181"/>
        <source>proposed pairing (2.4): {0} v {1}, exchanges by article 4</source>
        <translation>abbinamento proposto (2.4): {0} contro {1}, scambi secondo l&apos;articolo 4</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/pairing.py" line="184"/>
        <source>opponents {0} and {1} exchanged for colours (5.2)</source>
        <translation>avversari {0} e {1} scambiati per i colori (5.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/group.py" line="95"/>
        <source>no compatible opponent in the scoregroup (2.3.1-2.3.3)</source>
        <translation>nessun avversario compatibile nel gruppo di punteggio (2.3.1-2.3.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/group.py" line="101"/>
        <source>makes the scoregroup even (2.3.4, 3.2)</source>
        <translation>rende pari il gruppo di punteggio (2.3.4, 3.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/group.py" line="120"/>
        <source>cannot be paired despite exchanges (3.1, 4.4)</source>
        <translation>non abbinabile nonostante gli scambi (3.1, 4.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/group.py" line="129"/>
        <source>floats with the player who cannot be paired, to keep the group even (4.4.2)</source>
        <translation>flotta insieme al giocatore non abbinabile, per tenere pari il gruppo (4.4.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/floaters.py" line="24"/>
        <source>had floated into this scoregroup and has no compatible opponent in the adjacent one</source>
        <translation>era flottato in questo gruppo di punteggio e non ha avversari compatibili in quello adiacente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/floaters.py" line="26"/>
        <source>had floated into this scoregroup and has a compatible opponent in the adjacent one</source>
        <translation>era flottato in questo gruppo di punteggio e ha un avversario compatibile in quello adiacente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/floaters.py" line="28"/>
        <source>has no compatible opponent in the adjacent scoregroup</source>
        <translation>non ha avversari compatibili nel gruppo di punteggio adiacente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/lim/floaters.py" line="29"/>
        <source>has a compatible opponent in the adjacent scoregroup</source>
        <translation>ha un avversario compatibile nel gruppo di punteggio adiacente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="186"/>
        <source>{0} receives the pairing-allocated bye (3.4): the first player allowed one ([C2]) by lowest score, most matches played and largest TPN (3.4.2-3.4.4) that leaves a legal pairing for all the others (3.4.1).</source>
        <translation>{0} riceve il bye assegnato dall&apos;abbinamento (3.4): il primo giocatore che può riceverlo ([C2]) per punteggio più basso, più incontri giocati e numero di abbinamento più alto (3.4.2-3.4.4) che lascia un abbinamento legale per tutti gli altri (3.4.1).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="365"/>
        <source>Upfloaters {0}: set number {1} in the order of 3.5.3-3.5.4 among those with the fewest upfloaters ([C4]) and the highest scores ([C5]); {2} set(s) examined for [C6] and [C7] (3.5.5).</source>
        <translation>Flottanti in su {0}: insieme numero {1} nell&apos;ordine del 3.5.3-3.5.4 fra quelli con meno flottanti in su ([C4]) e i punteggi più alti ([C5]); {2} insieme/i esaminati per [C6] e [C7] (3.5.5).</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="370"/>
        <source>Only the first {0} upfloater sets were examined.</source>
        <translation>Sono stati esaminati solo i primi {0} insiemi di flottanti in su.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="373"/>
        <source>Floater criteria not applied in the last {0} round(s).</source>
        <translation>Criteri sui flottanti non applicati negli ultimi {0} turni.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="380"/>
        <source>upfloater set (3.5.4)</source>
        <translation>insieme di flottanti in su (3.5.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="381"/>
        <source>sets examined (3.5.5)</source>
        <translation>insiemi esaminati (3.5.5)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="382"/>
        <source>identifier (3.6.2)</source>
        <translation>identificatore (3.6.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/swiss/top_group.py" line="384"/>
        <source>{0} ({1}) upfloats into the {2} scoregroup</source>
        <translation>{0} ({1}) flotta in su nel gruppo di punteggio {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="29"/>
        <source>Berger table</source>
        <translation>tabella Berger</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="46"/>
        <source>a round robin needs at least 2 players, not {0}</source>
        <translation>un girone all&apos;italiana richiede almeno 2 giocatori, non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="84"/>
        <source>Berger table of {0} teams, {1} cycle(s) (C.05 Annex 1)</source>
        <translation>Tabella Berger di {0} squadre, {1} ciclo/i (C.05 Allegato 1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="86"/>
        <source>Berger table of {0} players, {1} cycle(s) (C.05 Annex 1)</source>
        <translation>Tabella Berger di {0} giocatori, {1} ciclo/i (C.05 Allegato 1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="93"/>
        <source>a round robin has one or two cycles, not {0}</source>
        <translation>un girone all&apos;italiana ha uno o due cicli, non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="111"/>
        <source>a single round robin of {0} players has {1} rounds, but the tournament is set to {2}</source>
        <translation>un girone all&apos;italiana semplice di {0} giocatori ha {1} turni, ma il torneo è impostato a {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="113"/>
        <source>a double round robin of {0} players has {1} rounds, but the tournament is set to {2}</source>
        <translation>un girone all&apos;italiana doppio di {0} giocatori ha {1} turni, ma il torneo è impostato a {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="128"/>
        <source>a round robin needs pairing numbers 1 to the number of players</source>
        <translation>un girone all&apos;italiana richiede i numeri di abbinamento da 1 al numero dei giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="134"/>
        <source>player {0} meets the dummy of the Berger table: he rests (no points)</source>
        <translation>il giocatore {0} incontra il fittizio della tabella Berger: riposa (nessun punto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="151"/>
        <source>{0}-{1} is not played: {2} not paired in this round</source>
        <translation>{0}-{1} non si gioca: {2} non abbinato in questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/berger.py" line="155"/>
        <source>{0}-{1} is not played: {0} and {1} not paired in this round</source>
        <translation>{0}-{1} non si gioca: {0} e {1} non abbinati in questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/play.py" line="36"/>
        <source>fixed schedule</source>
        <translation>calendario fisso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/play.py" line="42"/>
        <source>{0} players cannot make {1} teams of the same size</source>
        <translation>{0} giocatori non possono formare {1} squadre della stessa dimensione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/play.py" line="87"/>
        <source>a fixed schedule needs pairing numbers 1 to the number of players</source>
        <translation>un calendario fisso richiede i numeri di abbinamento da 1 al numero dei giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/play.py" line="91"/>
        <source>this {0} of {1} players has {2} rounds, but the tournament is set to {3}</source>
        <translation>questo calendario ({0}) di {1} giocatori ha {2} turni, ma il torneo è impostato su {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/play.py" line="98"/>
        <source>player {0} has no opponent in this round of the table: he rests (no points)</source>
        <translation>il giocatore {0} non ha avversario in questo turno della tabella: riposa (nessun punto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/play.py" line="102"/>
        <source>the final pool is not known yet: every game of the preliminary pools needs its result</source>
        <translation>il girone finale non è ancora noto: ogni partita dei gironi preliminari deve avere il suo risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/play.py" line="107"/>
        <source>player {0} meets the dummy of the final pool&apos;s Berger table: he rests (no points)</source>
        <translation>il giocatore {0} incontra il fittizio della tabella Berger del girone finale: riposa (nessun punto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/result.py" line="146"/>
        <source>No pairing of this round complies with the absolute criteria {0} ({1}): the chief arbiter must decide.</source>
        <translation>Nessun abbinamento di questo turno rispetta i criteri assoluti {0} ({1}): deve decidere l&apos;arbitro capo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="100"/>
        <source>a double elimination already recovers every player beaten once: it has no partial repechage (seed 003 2.4)</source>
        <translation>una doppia eliminazione ripesca già ogni giocatore sconfitto una volta: non ha ripescaggio parziale (seed 003 2.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="114"/>
        <source>{0} is seed {1}: place {2} of pool {3} in the group stage; the knockout seeds the places in order, each place pool by pool (seed 003 2.5.2)</source>
        <translation>{0} è testa di serie {1}: posto {2} del girone {3} nella fase a gironi; l&apos;eliminazione diretta ordina i posti in sequenza, ogni posto girone per girone (seed 003 2.5.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="117"/>
        <source>{0} is seed {1}: place {2} of the group stage&apos;s standings (seed 003 2.5.2)</source>
        <translation>{0} è testa di serie {1}: posto {2} nella classifica della fase a gironi (seed 003 2.5.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="175"/>
        <source>{0}: number {1} of {2} meets number {3}, first against last (seed 003 2.1)</source>
        <translation>{0}: il numero {1} su {2} incontra il numero {3}, il primo contro l&apos;ultimo (seed 003 2.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="190"/>
        <source>{0}; players who met before are kept apart (note 17)</source>
        <translation>{0}; i giocatori che si sono già incontrati sono tenuti separati (nota 17)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="239"/>
        <source>{0} (number {1}) goes to round 2 without playing: round 1 has {2} places for {3} players, the {4} empty ones are byes for the top seeds</source>
        <translation>{0} (numero {1}) passa al turno 2 senza giocare: il turno 1 ha {2} posti per {3} giocatori, i {4} vuoti sono bye per le teste di serie</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="243"/>
        <source>the final</source>
        <translation>la finale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="244"/>
        <source>round {0}</source>
        <translation>turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="248"/>
        <source>third place: the losers of the semi-finals (seed 003 Figure 2)</source>
        <translation>terzo posto: i perdenti delle semifinali (seed 003 Figura 2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="251"/>
        <source>{0} has a wild card for round {1}</source>
        <translation>{0} ha una wild card per il turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="254"/>
        <source>{0} lost in round 1 and is recovered (partial repechage): round 2 needs {1} players, round 1 sent on {2}; the {3} strongest losers come back</source>
        <translation>{0} ha perso al turno 1 ed è ripescato (ripescaggio parziale): il turno 2 richiede {1} giocatori, dal turno 1 ne passano {2}; rientrano i {3} perdenti più forti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="260"/>
        <source>{0} enter: {1} qualifiers and {2} wild cards make {3}</source>
        <translation>entrano {0}: {1} qualificati e {2} wild card fanno {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="267"/>
        <source>{0} players: {1} rounds; round 1 has {2} places, {3} players and {4} byes; fields by round {5}</source>
        <translation>{0} giocatori: {1} turni; il turno 1 ha {2} posti, {3} giocatori e {4} bye; partecipanti per turno {5}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="282"/>
        <source>a double elimination needs a power of two of at least 4 players all entering at round 1 (seed 003 2.4), not {0}</source>
        <translation>una doppia eliminazione richiede una potenza di due di almeno 4 giocatori, tutti in gara dal turno 1 (seed 003 2.4), non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="329"/>
        <source>the repechage winner won the final: a deciding match (&quot;Finalissima&quot;, seed 003 2.4.1)</source>
        <translation>il vincitore del ripescaggio ha vinto la finale: un incontro decisivo (&quot;Finalissima&quot;, seed 003 2.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="335"/>
        <source>the final: the unbeaten winner of the main event against the winner of the repechage (seed 003 2.4.1)</source>
        <translation>la finale: il vincitore imbattuto del torneo principale contro il vincitore del ripescaggio (seed 003 2.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="340"/>
        <source>third place: the losers of the main event&apos;s and the repechage&apos;s last matches (seed 003 2.4.1)</source>
        <translation>terzo posto: i perdenti degli ultimi incontri del torneo principale e del ripescaggio (seed 003 2.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="351"/>
        <source>repechage</source>
        <translation>ripescaggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="354"/>
        <source>main event, round {0}</source>
        <translation>torneo principale, turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="357"/>
        <source>{0} waits: the main event is down to two players, who play when the repechage is down to two as well</source>
        <translation>{0} attende: il torneo principale è ridotto a due giocatori, che giocano quando anche il ripescaggio è ridotto a due</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/pairing.py" line="369"/>
        <source>repechage: {0}, beaten in the main event, meets {1}, who survived the repechage; the strongest newcomers meet the weakest survivors (seed 003 2.4.1)</source>
        <translation>ripescaggio: {0}, sconfitto nel torneo principale, incontra {1}, sopravvissuto al ripescaggio; i nuovi arrivati più forti incontrano i sopravvissuti più deboli (seed 003 2.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="59"/>
        <source>regulations</source>
        <translation>regolamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="61"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="61"/>
        <source>rapid</source>
        <translation>rapid</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="62"/>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="62"/>
        <source>Armageddon</source>
        <translation>Armageddon</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="98"/>
        <source>{0} is not a result ({1})</source>
        <translation>{0} non è un risultato ({1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="102"/>
        <source>the match {0}-{1} needs no more games</source>
        <translation>l&apos;incontro {0}-{1} non richiede altre partite</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="106"/>
        <source>name White of the Armageddon game: {0} or {1}</source>
        <translation>indicare il Bianco della partita Armageddon: {0} o {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="110"/>
        <source>{0} has White in game {1}: colours alternate</source>
        <translation>{0} ha il Bianco nella partita {1}: i colori si alternano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="119"/>
        <source>the match {0}-{1} has no game to take back</source>
        <translation>l&apos;incontro {0}-{1} non ha partite da annullare</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="126"/>
        <source>{0} withdrew: {1} goes through</source>
        <translation>{0} si è ritirato: passa {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="132"/>
        <source>the match {0}-{1} is not level after all its phases</source>
        <translation>l&apos;incontro {0}-{1} non è in parità dopo tutte le sue fasi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="135"/>
        <source>every phase level: {0} goes through by lot</source>
        <translation>ogni fase in parità: passa {0} per sorteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="151"/>
        <source>{0} forfeited game {1}: {2} goes through</source>
        <translation>{0} ha perso a forfait la partita {1}: passa {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="162"/>
        <source>{0} wins the {1} phase {2}-{3}</source>
        <translation>{0} vince la fase {1} {2}-{3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="168"/>
        <source>{0} drew the Armageddon game with Black and goes through</source>
        <translation>{0} ha pareggiato la partita Armageddon con il Nero e passa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/match.py" line="188"/>
        <source>{0} does not play the match {1}-{2}</source>
        <translation>{0} non gioca l&apos;incontro {1}-{2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/plan.py" line="57"/>
        <source>nobody plays round 1: the wild cards need players to qualify against</source>
        <translation>nessuno gioca il turno 1: le wild card richiedono giocatori che si qualifichino</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/plan.py" line="66"/>
        <source>{0} players from round 1 and wild cards entering at round(s) {1} cannot make a field of a power of two when the wild cards enter (seed 003 2.3): change the number of wild cards or their round</source>
        <translation>{0} giocatori dal turno 1 e wild card in ingresso al turno (o turni) {1} non formano una potenza di due quando entrano le wild card (seed 003 2.3): cambiare il numero delle wild card o il loro turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/plan.py" line="79"/>
        <source>a partial repechage (seed 003 2.4) has every player in round 1: no wild cards</source>
        <translation>un ripescaggio parziale (seed 003 2.4) ha tutti i giocatori al turno 1: niente wild card</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/plan.py" line="91"/>
        <source>a knockout needs at least 2 players, not {0}</source>
        <translation>un&apos;eliminazione diretta richiede almeno 2 giocatori, non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/plan.py" line="121"/>
        <source>at least one player of each group qualifies</source>
        <translation>almeno un giocatore per girone si qualifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/knockout/plan.py" line="124"/>
        <source>{0} of each group cannot qualify: a group has {1} players</source>
        <translation>non possono qualificarsi {0} per girone: un girone ha {1} giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="92"/>
        <source>{0} (place {1}) may only challenge a player placed above, not {2} (place {3})</source>
        <translation>{0} (posto {1}) può sfidare solo un giocatore che sta più in alto, non {2} (posto {3})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="95"/>
        <source>{0} (place {1}) may climb at most {2} place(s), {3} is in place {4}</source>
        <translation>{0} (posto {1}) può salire al massimo di {2} posto/i, {3} è al posto {4}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="106"/>
        <source>{0} lost a challenge to {1} and has met {2} other player(s) since; {3} needed</source>
        <translation>{0} ha perso una sfida contro {1} e da allora ha incontrato {2} altro/i giocatore/i; ne servono {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="146"/>
        <source>{0}: the challenger&apos;s points {1}: 1, 1/2 or 0</source>
        <translation>{0}: i punti dello sfidante {1}: 1, 1/2 o 0</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="154"/>
        <source>{0} did not beat {1}: nobody moves</source>
        <translation>{0} non ha battuto {1}: nessuno si sposta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="157"/>
        <source>{0} beat {1}: they change places ({2} and {3})</source>
        <translation>{0} ha battuto {1}: si scambiano i posti ({2} e {3})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="161"/>
        <source>{0} beat {1}: {0} takes place {2}, places {2}-{3} go down one</source>
        <translation>{0} ha battuto {1}: {0} prende il posto {2}, i posti {2}-{3} scendono di uno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="163"/>
        <source>{0} beat {1}: {0} takes place {2}, {1} goes down one</source>
        <translation>{0} ha battuto {1}: {0} prende il posto {2}, {1} scende di uno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/club/ladder.py" line="172"/>
        <source>{0}: a ladder is not paired by a program: each challenger chooses whom to challenge; record the challenges of round {1} by hand</source>
        <translation>{0}: una scala non è abbinata da un programma: ogni sfidante sceglie chi sfidare; registrare a mano le sfide del turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/catalogue.py" line="34"/>
        <source>Varma table (C.05 Annex 2) for the restricted draw of the numbers: {0}</source>
        <translation>Tabella Varma (C.05 Allegato 2) per il sorteggio vincolato dei numeri: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/catalogue.py" line="66"/>
        <source>unknown schedule {0!r}: one of {1}</source>
        <translation>calendario {0!r} sconosciuto: uno fra {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/catalogue.py" line="71"/>
        <source>--schedule {0} takes {1}, not --{2}</source>
        <translation>--schedule {0} accetta {1}, non --{2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/catalogue.py" line="76"/>
        <source>--schedule {0} needs --{1}</source>
        <translation>--schedule {0} richiede --{1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/reduced.py" line="15"/>
        <source>a reduced round robin suppresses one round (or at most two), not {0}</source>
        <translation>un girone all&apos;italiana ridotto sopprime un turno (o al massimo due), non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/reduced.py" line="19"/>
        <source>a round robin of {0} players has too few rounds to suppress {1}</source>
        <translation>un girone all&apos;italiana di {0} giocatori ha troppo pochi turni per sopprimerne {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/reduced.py" line="24"/>
        <source>Berger table of {0} players (C.05 Annex 1) without its round 1: rounds {1} are played as rounds 1 to {2}</source>
        <translation>Tabella Berger di {0} giocatori (C.05 Allegato 1) senza il suo turno 1: i turni {1} si giocano come turni da 1 a {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/reduced.py" line="26"/>
        <source>Berger table of {0} players (C.05 Annex 1) without its rounds 1 and 2: rounds {1} are played as rounds 1 to {2}</source>
        <translation>Tabella Berger di {0} giocatori (C.05 Allegato 1) senza i suoi turni 1 e 2: i turni {1} si giocano come turni da 1 a {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/reduced.py" line="30"/>
        <source>seed 003 3.5: suppressing the first round is the only choice that keeps the colours balanced; the players are told before the draw of the numbers, and the event is rated as a Swiss</source>
        <translation>seed 003 3.5: sopprimere il primo turno è l&apos;unica scelta che mantiene i colori bilanciati; i giocatori ne sono informati prima del sorteggio dei numeri, e il torneo è valutato come uno svizzero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/pools.py" line="19"/>
        <source>{0} players cannot make {1} pools of at least 2</source>
        <translation>{0} giocatori non possono formare {1} gironi di almeno 2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/pools.py" line="46"/>
        <source>every pool must have at least {0} players to qualify</source>
        <translation>ogni girone deve avere almeno {0} giocatori da qualificare</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/pools.py" line="63"/>
        <source>seed 003 3.6: {0} players in {1} pools by the snake ({2}), each pool a Berger table (C.05 Annex 1)</source>
        <translation>seed 003 3.6: {0} giocatori in {1} gironi a serpentina ({2}), ogni girone una tabella Berger (C.05 Allegato 1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/rotation.py" line="23"/>
        <source>a rotation tournament needs at least 2 players, not {0}</source>
        <translation>un torneo a rotazione richiede almeno 2 giocatori, non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/rotation.py" line="31"/>
        <source>seed 003 3.8: the players move one seat each round round boards of alternating colours</source>
        <translation>seed 003 3.8: a ogni turno i giocatori si spostano di un posto attorno a scacchiere di colori alterni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/rotation.py" line="35"/>
        <source>{0} players: one rests each round, from the last number down, and the tournament has {1} rounds in which everybody meets everybody</source>
        <translation>{0} giocatori: uno riposa a ogni turno, dall&apos;ultimo numero in giù, e il torneo ha {1} turni in cui ciascuno incontra tutti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/rotation.py" line="41"/>
        <source>{0} players with a dummy {1}: whoever meets it rests (the odd numbers, so the even ones play one game more)</source>
        <translation>{0} giocatori con un fittizio {1}: chi lo incontra riposa (i numeri dispari, quindi i pari giocano una partita in più)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/rotation.py" line="45"/>
        <source>{0} players, {1} rounds: each even number meets each odd number once</source>
        <translation>{0} giocatori, {1} turni: ogni numero pari incontra una volta ogni numero dispari</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="153"/>
        <source>a Scheveningen needs at least one player a team, not {0}</source>
        <translation>uno Scheveningen richiede almeno un giocatore per squadra, non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="178"/>
        <source>the 6-player standard table</source>
        <translation>la tabella standard a 6 giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="179"/>
        <source>the {0}-player table of docs/rulings.md E7</source>
        <translation>la tabella a {0} giocatori di docs/rulings.md E7</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="181"/>
        <source>the {0}-player table crossed with {1} groups (docs/rulings.md F5)</source>
        <translation>la tabella a {0} giocatori incrociata con {1} gruppi (docs/rulings.md F5)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="183"/>
        <source>A_i meets B_(i xor r)</source>
        <translation>A_i incontra B_(i xor r)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="184"/>
        <source>A_i meets B_(i + r)</source>
        <translation>A_i incontra B_(i + r)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="185"/>
        <source>seed 003 4.1, Master Djaja: two teams of {0}, {1}; per round half of each team White, per player as many Whites as Blacks</source>
        <translation>seed 003 4.1, Master Djaja: due squadre di {0}, {1}; a ogni turno metà di ciascuna squadra col Bianco, per giocatore tanti Bianchi quanti Neri</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="189"/>
        <source>odd teams: the table of {0} with A{0} and B{0} as dummies, whoever meets them rests</source>
        <translation>squadre dispari: la tabella di {0} con A{0} e B{0} fittizi, chi li incontra riposa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="203"/>
        <source>odd teams: member {0} of each team is a dummy, whoever meets him rests</source>
        <translation>squadre dispari: il componente {0} di ogni squadra è fittizio, chi lo incontra riposa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="215"/>
        <source>seed 003 4.2: three teams of {0} halved into groups G1 and G2, the four standard phases (AG1-BG1, CG1-AG2, BG2-CG2 / AG1-BG2, CG2-AG2, BG1-CG1 / CG1-AG1, AG2-BG2, BG1-CG2 / CG2-AG1, AG2-BG1, BG2-CG1), each group match a traditional Scheveningen</source>
        <translation>seed 003 4.2: tre squadre di {0} divise a metà nei gruppi G1 e G2, le quattro fasi standard (AG1-BG1, CG1-AG2, BG2-CG2 / AG1-BG2, CG2-AG2, BG1-CG1 / CG1-AG1, AG2-BG2, BG1-CG2 / CG2-AG1, AG2-BG1, BG2-CG1), ogni incontro fra gruppi uno Scheveningen tradizionale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="225"/>
        <source>a Scheveningen needs 2 to {0} teams, not {1}</source>
        <translation>uno Scheveningen richiede da 2 a {0} squadre, non {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="236"/>
        <source>seed 003 4.3: {0} teams, the Berger table between the teams, each match a Master Djaja Scheveningen of {1}</source>
        <translation>seed 003 4.3: {0} squadre, la tabella Berger fra le squadre, ogni incontro uno Scheveningen Master Djaja a {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="247"/>
        <source>seed 003 4.3: {0} teams (odd) halved into groups as in the triangular match; the Berger table of the {1} groups without its round 1 (which pairs the two groups of each team), each group match a traditional Scheveningen</source>
        <translation>seed 003 4.3: {0} squadre (dispari) divise a metà in gruppi come nel triangolare; la tabella Berger dei {1} gruppi senza il suo turno 1 (che accoppia i due gruppi di ogni squadra), ogni incontro fra gruppi uno Scheveningen tradizionale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="258"/>
        <source>a reduced Scheveningen pairs the members of a team: {0} is odd</source>
        <translation>uno Scheveningen ridotto accoppia i componenti di una squadra: {0} è dispari</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/scheveningen.py" line="269"/>
        <source>seed 003 4.4: members 1-2, 3-4, ... of each team play as one virtual player: the schedule of {0} virtual players a team, each virtual game two games with the virtual player&apos;s colour</source>
        <translation>seed 003 4.4: i componenti 1-2, 3-4, ... di ogni squadra giocano come un solo giocatore virtuale: il calendario di {0} giocatori virtuali per squadra, ogni partita virtuale due partite col colore del giocatore virtuale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/schiller.py" line="59"/>
        <source>a Schiller event needs at least 2 teams of 1 player, not {0} of {1}</source>
        <translation>un torneo Schiller richiede almeno 2 squadre di 1 giocatore, non {0} di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/schiller.py" line="65"/>
        <source>seed 003 4.5.1: {0} teams of {1}, the Berger table between the teams, each match a traditional Scheveningen, the first-listed team White in its odd rounds</source>
        <translation>seed 003 4.5.1: {0} squadre di {1}, la tabella Berger fra le squadre, ogni incontro uno Scheveningen tradizionale, la squadra nominata per prima col Bianco nei suoi turni dispari</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/schiller.py" line="69"/>
        <source>{0} teams: the table of {1}, the team meeting the dummy rests for the phase</source>
        <translation>{0} squadre: la tabella di {1}, la squadra che incontra la fittizia riposa per la fase</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/schiller.py" line="78"/>
        <source>a reordering must name each of the {0} rounds once</source>
        <translation>un riordino deve nominare una volta ciascuno dei {0} turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/schiller.py" line="87"/>
        <source>seed 003 4.5.2: rounds reordered {{{0}}} so that consecutive opponents are of different teams, then the colours of round 1 reversed: every player one WW and one BB</source>
        <translation>seed 003 4.5.2: turni riordinati {{{0}}} perché avversari consecutivi siano di squadre diverse, poi i colori del turno 1 invertiti: ogni giocatore un BB e un NN</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/schiller.py" line="96"/>
        <source>seed 003 4.5.4: the printed table for four teams of four (1-4, 5-8, 9-12, 13-16): six Whites each, consecutive opponents of different teams</source>
        <translation>seed 003 4.5.4: la tabella stampata per quattro squadre di quattro (1-4, 5-8, 9-12, 13-16): sei Bianchi ciascuno, avversari consecutivi di squadre diverse</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hutton.py" line="36"/>
        <source>a Hutton event needs 2 to {0} teams, not {1}</source>
        <translation>un torneo Hutton richiede da 2 a {0} squadre, non {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hutton.py" line="55"/>
        <source>a team needs at least one player, not {0}</source>
        <translation>una squadra richiede almeno un giocatore, non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hutton.py" line="70"/>
        <source>{0} players a team: boards beyond {1} suppressed</source>
        <translation>{0} giocatori per squadra: scacchiere oltre la {1} soppresse</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hutton.py" line="73"/>
        <source>{0} players a team: boards beyond {1} repeat the table with the colours reversed</source>
        <translation>{0} giocatori per squadra: le scacchiere oltre la {1} ripetono la tabella coi colori invertiti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hutton.py" line="75"/>
        <source>{0} players a team: boards beyond {1} repeat the table with the same colours</source>
        <translation>{0} giocatori per squadra: le scacchiere oltre la {1} ripetono la tabella con gli stessi colori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hutton.py" line="87"/>
        <source>seed 003 5.1: {0} teams of {1}, the seed&apos;s table</source>
        <translation>seed 003 5.1: {0} squadre di {1}, la tabella del seed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hutton.py" line="88"/>
        <source>seed 003 5.1: {0} teams of {1}, a double round robin between the teams in board order</source>
        <translation>seed 003 5.1: {0} squadre di {1}, un doppio girone all&apos;italiana fra le squadre in ordine di scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hilton.py" line="27"/>
        <source>a Hilton event needs 2 to {0} teams, not {1}</source>
        <translation>un torneo Hilton richiede da 2 a {0} squadre, non {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hilton.py" line="32"/>
        <source>a Hilton event of {0} teams has 1 to {1} rounds, not {2}</source>
        <translation>un torneo Hilton di {0} squadre ha da 1 a {1} turni, non {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hilton.py" line="44"/>
        <source>seed 003 5.2: {0} teams of {1}, board b of round r pairs the teams as round (r - b) mod {1} of the seed&apos;s table</source>
        <translation>seed 003 5.2: {0} squadre di {1}, la scacchiera b del turno r accoppia le squadre come il turno (r - b) mod {1} della tabella del seed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hilton.py" line="46"/>
        <source>seed 003 5.2: {0} teams of {1}, board b of round r pairs the teams as round (r - b) mod {1} of the Berger table between the teams</source>
        <translation>seed 003 5.2: {0} squadre di {1}, la scacchiera b del turno r accoppia le squadre come il turno (r - b) mod {1} della tabella Berger fra le squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/hilton.py" line="50"/>
        <source>{0} teams: the table of {1}, the team meeting the dummy rests on that board</source>
        <translation>{0} squadre: la tabella di {1}, la squadra che incontra la fittizia riposa su quella scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/common.py" line="89"/>
        <source>a Scheveningen needs groups of the same size, not {0} and {1}</source>
        <translation>uno Scheveningen richiede gruppi della stessa dimensione, non {0} e {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/varma.py" line="47"/>
        <source>the Varma tables cover 9 to 24 players, not {0}</source>
        <translation>le tabelle Varma coprono da 9 a 24 giocatori, non {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/engine/schedules/varma.py" line="85"/>
        <source>the Varma draw needs distinct player names: {0}</source>
        <translation>il sorteggio Varma richiede nomi di giocatori distinti: {0}</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="118"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="118"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="118"/>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="118"/>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="119"/>
        <source>Colour preference (1.7)</source>
        <translation>Preferenza di colore (1.7)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="119"/>
        <source>Colour diff. (1.6)</source>
        <translation>Diff. colore (1.6)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="120"/>
        <source>Floats: 2 rounds ago / last (1.4)</source>
        <translation>Fluttuazioni: 2 turni fa / ultimo (1.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="120"/>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="121"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="121"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="121"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="121"/>
        <source>Colour rule (5.2)</source>
        <translation>Regola del colore (5.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="127"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="334"/>
        <source>Working out this bracket&apos;s decisions…</source>
        <translation>Calcolo delle decisioni di questo gruppo…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="126"/>
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="126"/>
        <source>Decisions</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="147"/>
        <source>Why not?</source>
        <translation>Perché no?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="151"/>
        <source>Why not…? (any two players of the round)</source>
        <translation>Perché no…? (due giocatori qualsiasi del turno)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="154"/>
        <source>against</source>
        <translation>contro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="182"/>
        <source>Pair a round to see why every bracket was paired as it was.</source>
        <translation>Abbinare un turno per vedere perché ogni gruppo di punteggio è stato abbinato così.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="192"/>
        <source>Round {0}, {1} system: {2} boards</source>
        <translation>Turno {0}, sistema {1}: {2} scacchiere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="195"/>
        <source>; rests: {0}</source>
        <translation>; riposa: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="196"/>
        <source>; pairing-allocated bye: {0}</source>
        <translation>; bye assegnato dall&apos;abbinamento: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="239"/>
        <source>Choose two different players.</source>
        <translation>Scegliere due giocatori diversi.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="248"/>
        <source>Working out why not {0} against {1}…</source>
        <translation>Sto calcolando perché non {0} contro {1}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/explanation_panel.py" line="277"/>
        <source>No answer: {0}</source>
        <translation>Nessuna risposta: {0}</translation>
    </message>
</context>
<context>
    <name>FideModeBadge</name>
    <message>
        <location filename="../../arbiter_gui/ui/fide_mode.py" line="23"/>
        <source>FIDE mode</source>
        <translation>Modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/fide_mode.py" line="23"/>
        <source>NOT in FIDE mode</source>
        <translation>NON in modalità FIDE</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="71"/>
        <source>Arbiter manual</source>
        <translation>Manuale di Arbiter</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="73"/>
        <source>Search the manual</source>
        <translation>Cerca nel manuale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="81"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="81"/>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="82"/>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="90"/>
        <source>Save as PDF…</source>
        <translation>Salva in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="133"/>
        <source>{0} page(s) found</source>
        <translation>{0} pagine trovate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="156"/>
        <source>Save the manual as PDF</source>
        <translation>Salva il manuale come PDF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="157"/>
        <source>arbiter-manual.pdf</source>
        <translation>manuale-arbiter.pdf</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="165"/>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/help_window.py" line="167"/>
        <source>Saved {0} ({1} pages)</source>
        <translation>Salvato {0} ({1} pagine)</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="114"/>
        <source>, line {0}</source>
        <translation>, riga {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="115"/>
        <source>line {0}</source>
        <translation>riga {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="117"/>
        <source>, field &apos;{0}&apos;</source>
        <translation>, campo &apos;{0}&apos;</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="118"/>
        <source>field &apos;{0}&apos;</source>
        <translation>campo &apos;{0}&apos;</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="121"/>
        <source> (column {0})</source>
        <translation> (colonna {0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="122"/>
        <source> (columns {0}-{1})</source>
        <translation> (colonne {0}-{1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="327"/>
        <source>{0}, lines {1} and {2} more: {3}</source>
        <translation>{0}, righe {1} e altre {2}: {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="329"/>
        <source>{0}, lines {1}: {2}</source>
        <translation>{0}, righe {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="330"/>
        <source>{0}, line {1}: {2}</source>
        <translation>{0}, riga {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="404"/>
        <source>comment lines skipped</source>
        <translation>righe di commento saltate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="442"/>
        <source>ruler lines skipped</source>
        <translation>righe di righello saltate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="447"/>
        <source>record &apos;{0}&apos; not used</source>
        <translation>record &apos;{0}&apos; non usato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="854"/>
        <source>{0}, line {1}, field &apos;{2} result&apos; (column {3}): {4} is an adjourned or unknown result: read as &apos;{5}&apos; (result not known, a provisional draw) until the arbiter enters the result</source>
        <translation>{0}, riga {1}, campo &apos;{2} risultato&apos; (colonna {3}): {4} è un risultato sospeso o sconosciuto: letto come &apos;{5}&apos; (risultato non noto, patta provvisoria) finché l&apos;arbitro non inserisce il risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="857"/>
        <source>{0}, line {1}, field &apos;{2} result&apos; (column {3}): {4} is not a result code: read as &apos;{5}&apos; (result not known, a provisional draw) until the arbiter enters the result</source>
        <translation>{0}, riga {1}, campo &apos;{2} risultato&apos; (colonna {3}): {4} non è un codice di risultato: letto come &apos;{5}&apos; (risultato non noto, patta provvisoria) finché l&apos;arbitro non inserisce il risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf.py" line="966"/>
        <source>{0}, line {1}, field &apos;points&apos; (columns 81-84): {2} in the file, {3} with the unknown results as draws</source>
        <translation>{0}, riga {1}, campo &apos;punti&apos; (colonne 81-84): {2} nel file, {3} con i risultati sconosciuti contati come patte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="470"/>
        <source>{0}: the line &apos;### 192 {1}&apos; is not read: the file has no 192 line, whose code it stands for</source>
        <translation>{0}: la riga &apos;### 192 {1}&apos; non è letta: il file non ha la riga 192, di cui sostituisce il codice</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="474"/>
        <source>{0}: the line &apos;### 192 {1}&apos; is not read: the 192 code {2} is not its FIDE equivalent</source>
        <translation>{0}: la riga &apos;### 192 {1}&apos; non è letta: il codice 192 {2} non è il suo equivalente FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="479"/>
        <source>no number of rounds (142 or XXR): {0} rounds, as many as the round cells or the 132 round dates hold</source>
        <translation>nessun numero di turni (142 o XXR): {0} turni, quanti ne contengono le celle dei turni o le date dei turni del 132</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="483"/>
        <source>no tournament type (192): paired with the FIDE (Dutch) system, C.04.3</source>
        <translation>nessun tipo di torneo (192): abbinato con il sistema FIDE (olandese), C.04.3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="486"/>
        <source>{0}, line {1}, field &apos;tournament type&apos;: 192 {2} names no system of the program: paired with the FIDE (Dutch) system, C.04.3, until the settings choose another</source>
        <translation>{0}, riga {1}, campo &apos;tournament type&apos;: 192 {2} non indica alcun sistema del programma: abbinato con il sistema FIDE (olandese), C.04.3, finché le impostazioni non ne scelgono un altro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="491"/>
        <source>tournament type read from 092 ({0}) as 192 {1}</source>
        <translation>tipo di torneo letto dal 092 ({0}) come 192 {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="494"/>
        <source>no initial colour (152): taken from the colours of round 1</source>
        <translation>nessun colore iniziale (152): ricavato dai colori del turno 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="496"/>
        <source>no initial colour (152): drawn by lot when round 1 is paired</source>
        <translation>nessun colore iniziale (152): sorteggiato quando si abbina il turno 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="499"/>
        <source>no tie-breaks (202): {0}, the program&apos;s default for this system</source>
        <translation>nessuno spareggio (202): {0}, quelli predefiniti del programma per questo sistema</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="503"/>
        <source>212 ({0}) is not the tie-breaks of 202 after PTS: the standings follow 202, and the export writes 212 {1}</source>
        <translation>212 ({0}) non corrisponde agli spareggi del 202 dopo PTS: la classifica segue il 202, e l&apos;esportazione scrive 212 {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="507"/>
        <source>scoring: win 1, draw ½, loss 0, byes and forfeits as C.04.2 (the standard, unless the file&apos;s 162 or XXS said the same)</source>
        <translation>punteggio: vittoria 1, patta ½, sconfitta 0, bye e forfait come da C.04.2 (lo standard, a meno che il 162 o l&apos;XXS del file dicessero lo stesso)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="511"/>
        <source>XXZ: players {0} absent from the next round</source>
        <translation>XXZ: giocatori {0} assenti nel prossimo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/trf_tournament.py" line="522"/>
        <source>{0}: XXC rank: the players are paired in the order of their lines, which an imported tournament uses as pairing numbers (file {1})</source>
        <translation>{0}: XXC rank: i giocatori sono abbinati nell&apos;ordine delle loro righe, che un torneo importato usa come numeri di abbinamento (file {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="112"/>
        <source>not readable as {0}, as its first bytes suggest (byte {1})</source>
        <translation>non leggibile come {0}, come suggeriscono i primi byte (byte {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="120"/>
        <source>not valid UTF-8 ({0}), though the file is UTF-8 elsewhere: save it again as UTF-8</source>
        <translation>UTF-8 non valido ({0}), benché il file sia UTF-8 altrove: salvarlo di nuovo come UTF-8</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="127"/>
        <source>neither UTF-8 nor Windows-1252 ({0}): save the file as UTF-8</source>
        <translation>né UTF-8 né Windows-1252 ({0}): salvare il file come UTF-8</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="130"/>
        <source>not UTF-8, read as Windows-1252: check the names with accents</source>
        <translation>non è UTF-8, letto come Windows-1252: controllare i nomi con accenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="140"/>
        <source>cannot read the file: {0}</source>
        <translation>impossibile leggere il file: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="180"/>
        <source>FIDE ID {0} is also on line {1}: the same player twice</source>
        <translation>l&apos;ID FIDE {0} è anche alla riga {1}: lo stesso giocatore due volte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="194"/>
        <source>; {0} more bad row, nothing was imported: {1}</source>
        <translation>; {0} altra riga errata, non è stato importato nulla: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="195"/>
        <source>; {0} more bad rows, nothing was imported: {1}</source>
        <translation>; altre {0} righe errate, non è stato importato nulla: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="197"/>
        <source>; and {0} more</source>
        <translation>; e altre {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="213"/>
        <source>two columns hold the {0} (columns {1} and {2})</source>
        <translation>due colonne contengono {0} (colonne {1} e {2})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="220"/>
        <source>no column holds the players&apos; names (expected a header such as &apos;name&apos;, &apos;nome&apos;, &apos;surname&apos; or &apos;cognome&apos;)</source>
        <translation>nessuna colonna contiene i nomi dei giocatori (attesa un&apos;intestazione come &apos;nome&apos;, &apos;cognome&apos;, &apos;name&apos; o &apos;surname&apos;)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="244"/>
        <source>no column names the members&apos; teams (expected a header such as &apos;team&apos;, &apos;squadra&apos; or &apos;club&apos;)</source>
        <translation>nessuna colonna indica le squadre dei componenti (attesa un&apos;intestazione come &apos;squadra&apos;, &apos;team&apos; o &apos;club&apos;)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="248"/>
        <source>{0} has no team</source>
        <translation>{0} non ha una squadra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="270"/>
        <source>the file is empty: expected a header row and one row per player</source>
        <translation>il file è vuoto: attese una riga di intestazione e una riga per giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="276"/>
        <source>not a readable CSV row ({0})</source>
        <translation>riga CSV illeggibile ({0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/players_csv.py" line="296"/>
        <source>{0} fields, but the header has {1} (a separator inside a name? put the name in double quotes)</source>
        <translation>{0} campi, ma l&apos;intestazione ne ha {1} (un separatore dentro un nome? mettere il nome fra virgolette doppie)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="39"/>
        <source>a rating list entry needs a FIDE ID</source>
        <translation>una voce della lista Elo richiede un ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="124"/>
        <source>{0} is not in the rating list {1}</source>
        <translation>{0} non è nella lista Elo {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="234"/>
        <source>no &apos;{0}&apos; column: not a FIDE rating list (its first line names the columns: ID Number, Name, Fed, ...)</source>
        <translation>nessuna colonna &apos;{0}&apos;: non è una lista Elo FIDE (la sua prima riga nomina le colonne: ID Number, Name, Fed, ...)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="248"/>
        <source>the file is empty or does not start with the header line</source>
        <translation>il file è vuoto o non inizia con la riga di intestazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="310"/>
        <source>a document type declaration (&lt;!DOCTYPE&gt;) is not read: a FIDE rating list has none, and its entities could expand without end</source>
        <translation>una dichiarazione di tipo di documento (&lt;!DOCTYPE&gt;) non viene letta: una lista Elo FIDE non ne ha, e le sue entità potrebbero espandersi senza fine</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="314"/>
        <source>not well-formed XML ({0})</source>
        <translation>XML non ben formato ({0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="318"/>
        <source>cannot be read ({0})</source>
        <translation>illeggibile ({0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/formats/rating_list.py" line="350"/>
        <source>{0!r} is not a FIDE ID (digits only)</source>
        <translation>{0!r} non è un ID FIDE (solo cifre)</translation>
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
        <location filename="../../arbiter_gui/ui/main_window.py" line="151"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1264"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="152"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="152"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="152"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="154"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1280"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="153"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="153"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="156"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="158"/>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="160"/>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="165"/>
        <source>Round settings</source>
        <translation>Impostazioni turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="167"/>
        <source>Edit pairing</source>
        <translation>Modifica abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="181"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="183"/>
        <source>Team standings</source>
        <translation>Classifica a squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="185"/>
        <source>Crosstable</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="187"/>
        <source>Player card</source>
        <translation>Scheda giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="196"/>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="198"/>
        <source>Explanation</source>
        <translation>Spiegazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="212"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="594"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="664"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="681"/>
        <source>Open or create a tournament first.</source>
        <translation>Aprire o creare prima un torneo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="214"/>
        <source>{0} is open read-only: nothing can be changed here.</source>
        <translation>{0} è aperto in sola lettura: qui non si può modificare nulla.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="348"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="289"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="349"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="289"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="351"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="352"/>
        <source>Open rea&amp;d-only…</source>
        <translation>Apri in sola &amp;lettura…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="356"/>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="358"/>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="290"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="363"/>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importa TRF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="152"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="153"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1279"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="152"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="153"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1279"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="163"/>
        <source>Bracket</source>
        <translation>Eliminazione diretta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="200"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="224"/>
        <source>Not applied: {0}</source>
        <translation>Non applicato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="260"/>
        <source>&amp;Board:</source>
        <translation>&amp;Scacchiera:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="296"/>
        <source>Recent files (double-click or Enter to open):</source>
        <translation>File recenti (doppio clic o Invio per aprire):</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="353"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="354"/>
        <source>Every edit is saved in the tournament file at once: there is nothing to save.</source>
        <translation>Ogni modifica viene salvata subito nel file del torneo: non c&apos;è nulla da salvare.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="364"/>
        <source>Import &amp;players from CSV…</source>
        <translation>Importa &amp;giocatori da CSV…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="366"/>
        <source>Import team r&amp;osters from CSV…</source>
        <translation>Importa le r&amp;ose delle squadre da CSV…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="368"/>
        <source>Import players from a FIDE &amp;rating list…</source>
        <translation>Importa giocatori da una lista &amp;Elo FIDE…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="374"/>
        <source>Save pairing &amp;report as PDF…</source>
        <translation>Salva il &amp;rapporto dell&apos;abbinamento in PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="376"/>
        <source>Print and e&amp;xport…</source>
        <translation>Stampa ed e&amp;sporta…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="381"/>
        <source>&amp;Backups after each pairing…</source>
        <translation>&amp;Copie di sicurezza dopo ogni abbinamento…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="383"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="384"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="385"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1212"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="386"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1214"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="389"/>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="393"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="394"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="396"/>
        <source>&amp;Check-in…</source>
        <translation>&amp;Registrazione presenze…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="398"/>
        <source>&amp;Pair next round</source>
        <translation>Abbina il &amp;prossimo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="400"/>
        <source>Record a c&amp;hallenge…</source>
        <translation>Registra una s&amp;fida…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="402"/>
        <source>Result by &amp;board number</source>
        <translation>Risultato per numero di &amp;scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="403"/>
        <source>&amp;Delete last round&apos;s pairing…</source>
        <translation>&amp;Elimina l&apos;abbinamento dell&apos;ultimo turno…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="406"/>
        <source>&amp;Knockout stage…</source>
        <translation>Fase a eliminazione &amp;diretta…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="408"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="409"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="410"/>
        <source>Arbiter &amp;manual</source>
        <translation>&amp;Manuale di Arbiter</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="413"/>
        <source>Save the manual as &amp;PDF…</source>
        <translation>Salva il manuale come &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="425"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="428"/>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="436"/>
        <source>The language changes the next time Arbiter starts.</source>
        <translation>La lingua cambierà al prossimo avvio di Arbiter.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="516"/>
        <source>A round is being paired: wait until it is shown, or cancel it.</source>
        <translation>Si sta abbinando un turno: attendere che sia mostrato, oppure annullarlo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="524"/>
        <source>{0} is being opened: wait until it is shown.</source>
        <translation>{0} è in apertura: attendere che sia mostrato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="487"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="603"/>
        <source>Opening {0}…</source>
        <translation>Apertura di {0}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="542"/>
        <source>Unexpected error while opening {0}: {1}</source>
        <translation>Errore imprevisto durante l&apos;apertura di {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="548"/>
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="568"/>
        <source>Unexpected error while importing {0}: {1}</source>
        <translation>Errore imprevisto durante l&apos;importazione di {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="645"/>
        <source>Import team rosters</source>
        <translation>Importa le rose delle squadre</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="673"/>
        <source>FIDE rating list</source>
        <translation>Lista Elo FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="699"/>
        <source>Arbiter — {0} (read-only)</source>
        <translation>Arbiter — {0} (sola lettura)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="701"/>
        <source>Read-only</source>
        <translation>Sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="719"/>
        <source>Open read-only: nothing can be changed here; the window follows the changes made where the file is open for writing.</source>
        <translation>Aperto in sola lettura: qui non si può modificare nulla; la finestra segue le modifiche fatte dove il file è aperto in scrittura.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="763"/>
        <source>Save the new tournament as</source>
        <translation>Salva il nuovo torneo come</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="784"/>
        <source>Arbiter tournaments (*.arbiter);;All files (*)</source>
        <translation>Tornei Arbiter (*.arbiter);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="787"/>
        <source>Open tournament</source>
        <translation>Apri torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="787"/>
        <source>Open tournament read-only</source>
        <translation>Apri torneo in sola lettura</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="793"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="802"/>
        <source>Save the tournament as</source>
        <translation>Salva il torneo come</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="798"/>
        <source>Import TRF</source>
        <translation>Importa TRF</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="799"/>
        <source>TRF files (*.trf *.txt);;All files (*)</source>
        <translation>File TRF (*.trf *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="808"/>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="951"/>
        <source>Pairing: {0}…</source>
        <translation>Abbinamento: {0}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="646"/>
        <location filename="../../arbiter_gui/ui/main_window.py" line="809"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>File CSV (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="284"/>
        <source>&lt;h1&gt;Arbiter&lt;/h1&gt;&lt;p&gt;Start a new tournament, open a tournament file, or import a TRF file. Every change is saved in the tournament file at once: there is nothing to save.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Arbiter&lt;/h1&gt;&lt;p&gt;Crea un nuovo torneo, apri un file di torneo o importa un file TRF. Ogni modifica viene salvata subito nel file del torneo: non c&apos;è nulla da salvare.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="674"/>
        <source>Rating lists (*.txt *.xml *.csv);;All files (*)</source>
        <translation>Liste rating (*.txt *.xml *.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="816"/>
        <source>Pair a round first: the report explains the pairing just made.</source>
        <translation>Abbinare prima un turno: il rapporto spiega l&apos;abbinamento appena fatto.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="825"/>
        <source>Pairing report saved: {0}</source>
        <translation>Rapporto dell&apos;abbinamento salvato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="868"/>
        <source>Save pairing report</source>
        <translation>Salva il rapporto dell&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="888"/>
        <source>Undone: {0}</source>
        <translation>Annullato: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="888"/>
        <source>Redone: {0}</source>
        <translation>Ripetuto: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="912"/>
        <source>No round is paired.</source>
        <translation>Nessun turno è abbinato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="915"/>
        <source>Delete the pairing of round {0}? It can be paired again afterwards.</source>
        <translation>Eliminare l&apos;abbinamento del turno {0}? Potrà essere abbinato di nuovo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="917"/>
        <source>Its {0} result(s) will be deleted too.</source>
        <translation>Anche i suoi {0} risultati saranno eliminati.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="938"/>
        <source>The knockout drawn on the Bracket tab pairs each round as soon as the last one is decided.</source>
        <translation>Il tabellone a eliminazione diretta sorteggiato nella scheda Eliminazione diretta abbina ogni turno appena il precedente è deciso.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="952"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1012"/>
        <source>Pairing cancelled: nothing was changed.</source>
        <translation>Abbinamento annullato: nulla è stato modificato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1030"/>
        <source>Round {0} paired: {1} boards.</source>
        <translation>Turno {0} abbinato: {1} scacchiere.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1074"/>
        <source>Backups</source>
        <translation>Copie di sicurezza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1074"/>
        <source>After each pairing a copy of the file is kept in the folder beside it; copies of how many rounds? (0: none)</source>
        <translation>Dopo ogni abbinamento una copia del file viene conservata nella cartella accanto; copie di quanti turni? (0: nessuna)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1083"/>
        <source>{0} (no backup copy: {1})</source>
        <translation>{0} (nessuna copia di sicurezza: {1})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1085"/>
        <source>{0} Backup: {1}</source>
        <translation>{0} Copia di sicurezza: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1136"/>
        <source>Round {0}: {1}</source>
        <translation>Turno {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1212"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Annulla {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1214"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Ripeti {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1264"/>
        <source>Entries</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1268"/>
        <source>Match {0} · game {1}</source>
        <translation>Incontro {0} · partita {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1269"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1279"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1279"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1284"/>
        <source>(withdrawn)</source>
        <translation>(ritirato)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1295"/>
        <source>working out the standings…</source>
        <translation>calcolo della classifica…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1344"/>
        <source>bye (PAB)</source>
        <translation>bye (assegnato)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1344"/>
        <source>½ bye</source>
        <translation>bye da ½</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1344"/>
        <source>1 bye</source>
        <translation>bye da 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1341"/>
        <source>rests</source>
        <translation>riposa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1343"/>
        <source>no challenge</source>
        <translation>nessuna sfida</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1345"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/main_window.py" line="1339"/>
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
    <name>MissingFieldsDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/rating_report_dialog.py" line="43"/>
        <source>FIDE rating report: missing fields</source>
        <translation>Rapporto Elo FIDE: campi mancanti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_report_dialog.py" line="59"/>
        <source>Fill in and export</source>
        <translation>Compila ed esporta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_report_dialog.py" line="63"/>
        <source>TRF-2026 asks for these fields, which the tournament leaves empty. Fill them in, or cancel: nothing is written.</source>
        <translation>Il TRF-2026 richiede questi campi, che nel torneo sono vuoti. Compilali, oppure annulla: non viene scritto nulla.</translation>
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
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="19"/>
        <source>exchange pairing numbers {0} and {1}</source>
        <translation>scambio dei numeri di abbinamento {0} e {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="20"/>
        <source>withdraw player {0}</source>
        <translation>ritira giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="21"/>
        <source>reinstate player {0}</source>
        <translation>riammetti giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="22"/>
        <source>expel player {0}</source>
        <translation>espelli il giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="24"/>
        <source>player {0} not eligible for half-point byes</source>
        <translation>giocatore {0} escluso dai bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="25"/>
        <source>player {0} eligible for half-point byes</source>
        <translation>giocatore {0} ammesso ai bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="26"/>
        <source>half-point bye: player {0}, round {1}</source>
        <translation>bye da mezzo punto: giocatore {0}, turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="27"/>
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
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="30"/>
        <source>remove request: player {0}, round {1}</source>
        <translation>rimuovi richiesta: giocatore {0}, turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="31"/>
        <source>clear result: round {0}, board {1}</source>
        <translation>cancella risultato: turno {0}, scacchiera {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="32"/>
        <source>result {0}: round {1}, board {2}</source>
        <translation>risultato {0}: turno {1}, scacchiera {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="33"/>
        <source>swap colours: round {0}, board {1}</source>
        <translation>inverti colori: turno {0}, scacchiera {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="34"/>
        <source>pair round {0}</source>
        <translation>abbina turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="35"/>
        <source>challenge: round {0}, {1} challenges {2}</source>
        <translation>sfida: turno {0}, {1} sfida {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="36"/>
        <source>delete the last pairing</source>
        <translation>elimina l&apos;ultimo abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="37"/>
        <source>edit the pairing: round {0}</source>
        <translation>modifica abbinamento: turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="38"/>
        <source>swap players {0} and {1}: round {2}</source>
        <translation>scambia giocatori {0} e {1}: turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="39"/>
        <source>pair {0} against {1}: round {2}</source>
        <translation>abbina {0} contro {1}: turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="40"/>
        <source>unpair {0} and {1}: round {2}</source>
        <translation>separa {0} e {1}: turno {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="41"/>
        <source>pairing-allocated bye to {0}: round {1}</source>
        <translation>bye assegnato a {0}: turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="42"/>
        <source>remove the bye of {0}: round {1}</source>
        <translation>togli il bye di {0}: turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="43"/>
        <source>change {0}</source>
        <translation>modifica {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="44"/>
        <source>schedule of round {0}</source>
        <translation>calendario del turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="45"/>
        <source>forbid pairing {0}</source>
        <translation>vieta abbinamento {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="46"/>
        <source>remove forbidden pairing {0}</source>
        <translation>rimuovi abbinamento vietato {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="47"/>
        <source>add team {0}</source>
        <translation>aggiungi squadra {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="48"/>
        <source>roster of team {0}</source>
        <translation>formazione della squadra {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="49"/>
        <source>line-up: round {0}, match {1}</source>
        <translation>schieramento: turno {0}, incontro {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="50"/>
        <source>game {0}: round {1}, match {2}, board {3}</source>
        <translation>partita {0}: turno {1}, incontro {2}, scacchiera {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="51"/>
        <source>forfeited match: round {0}, match {1}</source>
        <translation>incontro a forfait: turno {0}, incontro {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="52"/>
        <source>Berger numbers by hand</source>
        <translation>numeri Berger a mano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="53"/>
        <source>Berger numbers by lot, seed {0}</source>
        <translation>numeri Berger per sorteggio, seme {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="54"/>
        <source>Berger numbers by rating</source>
        <translation>numeri Berger per Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="55"/>
        <source>Chess960 position: round {0}</source>
        <translation>posizione Chess960: turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="56"/>
        <source>draw the knockout of {0} players</source>
        <translation>abbina l&apos;eliminazione diretta di {0} giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="57"/>
        <source>draw the knockout stage: {0} of each group</source>
        <translation>sorteggio della fase a eliminazione diretta: {0} per girone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="59"/>
        <source>knockout round {0}, match {1}: {2} by lot</source>
        <translation>eliminazione diretta turno {0}, incontro {1}: {2} per sorteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="60"/>
        <source>knockout round {0}, match {1}: {2}</source>
        <translation>eliminazione diretta turno {0}, incontro {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/operation_labels.py" line="61"/>
        <source>knockout: {0} withdraws</source>
        <translation>eliminazione diretta: {0} si ritira</translation>
    </message>
</context>
<context>
    <name>PairingEditor</name>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <source>Board</source>
        <translation>Sc.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="85"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="41"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="41"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="40"/>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="85"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="41"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="69"/>
        <source>Selected board</source>
        <translation>Scacchiera selezionata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="70"/>
        <source>Swap colours</source>
        <translation>Inverti i colori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="72"/>
        <source>Unpair the board</source>
        <translation>Annulla l&apos;abbinamento della scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="81"/>
        <source>Swap two players (boards, bye)</source>
        <translation>Scambia due giocatori (scacchiere, bye)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="81"/>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="86"/>
        <source>Pair two players without an opponent</source>
        <translation>Abbina due giocatori senza avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="87"/>
        <source>Pair</source>
        <translation>Abbina</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="101"/>
        <source>Pairing-allocated bye</source>
        <translation>Bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="103"/>
        <source>Give the bye</source>
        <translation>Assegna il bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="105"/>
        <source>Remove the bye</source>
        <translation>Togli il bye</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="119"/>
        <source>Apply anyway</source>
        <translation>Applica comunque</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="121"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="143"/>
        <source>No round is paired yet</source>
        <translation>Nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="170"/>
        <source>Pairing-allocated bye: {0}</source>
        <translation>Bye assegnato dall&apos;abbinamento: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="171"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="173"/>
        <source>Left without an opponent: {0}</source>
        <translation>Senza avversario: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="177"/>
        <source>Not paired: {0}</source>
        <translation>Non abbinati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="222"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; breaks absolute pairing rules:&lt;ul&gt;{1}&lt;/ul&gt;Apply it all the same?</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; viola criteri assoluti di abbinamento:&lt;ul&gt;{1}&lt;/ul&gt;Applicare comunque?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="246"/>
        <source>select a board in the list first</source>
        <translation>selezionare prima una scacchiera nell&apos;elenco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/pairing_edit.py" line="254"/>
        <source>choose the player(s) first: type a name or a pairing number</source>
        <translation>scegliere prima i giocatori: digitare un nome o un numero di abbinamento</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="30"/>
        <source>up</source>
        <translation>in su</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="31"/>
        <source>down</source>
        <translation>in giù</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="32"/>
        <source>+ (forfeit win)</source>
        <translation>+ (vittoria a forfait)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="33"/>
        <source>- (forfeit loss)</source>
        <translation>- (sconfitta a forfait)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="78"/>
        <source>{0} requested</source>
        <translation>richiesta: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="88"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="89"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="96"/>
        <source>not in this round</source>
        <translation>non presente in questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="122"/>
        <source>Rd</source>
        <translation>T.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="122"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="122"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="122"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="123"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="123"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="123"/>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="123"/>
        <source>Float</source>
        <translation>Fluttuazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="124"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="155"/>
        <source>Double-click a player to see his card.</source>
        <translation>Fare doppio clic su un giocatore per vederne la scheda.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="163"/>
        <source>Score progression: {0}</source>
        <translation>Progressione del punteggio: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="164"/>
        <source>no round paired yet</source>
        <translation>nessun turno ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="176"/>
        <source>TPN {0}</source>
        <translation>N. abb. {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="177"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="178"/>
        <source>FIDE</source>
        <translation>FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="179"/>
        <source>National</source>
        <translation>Naz.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="180"/>
        <source>Tournament rating</source>
        <translation>Rating di torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="181"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="182"/>
        <source>Born</source>
        <translation>Nascita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="188"/>
        <source>late entry, round {0}</source>
        <translation>iscrizione tardiva, turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="190"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="194"/>
        <source>{0} points after round {1}</source>
        <translation>{0} punti dopo il turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="209"/>
        <source>{0} norm: met, counts as {1} games (score {2} of {3}, average {4}, performance {5})</source>
        <translation>norma di {0}: conseguita, vale {1} partite (punteggio {2} su {3}, media {4}, performance {5})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="214"/>
        <source>; rounds left out (B.01 1.4.1e/f): {0}</source>
        <translation>; turni esclusi (B.01 1.4.1e/f): {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="218"/>
        <source>{0} norm: not met: {1}</source>
        <translation>norma di {0}: non conseguita: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="229"/>
        <source>Title norms after round {0} (FIDE B.01; the requirements the event&apos;s data cannot show are listed on the norm report):</source>
        <translation>Norme di titolo dopo il turno {0} (FIDE B.01; i requisiti che i dati del torneo non mostrano sono elencati nel rapporto norme):</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="192"/>
        <source>not paired yet</source>
        <translation>non ancora abbinato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="199"/>
        <source>, expelled</source>
        <translation>, espulso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_card.py" line="201"/>
        <source>, rank {0} of {1}</source>
        <translation>, posizione {0} su {1}</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_chooser.py" line="43"/>
        <source>name or number</source>
        <translation>nome o numero</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="31"/>
        <source>Name (Surname, First name)</source>
        <translation>Nome (Cognome, Nome)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="32"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="33"/>
        <source>Sex</source>
        <translation>Sesso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="34"/>
        <source>Federation</source>
        <translation>Federazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="35"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="36"/>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="37"/>
        <source>National rating</source>
        <translation>Elo nazionale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="38"/>
        <source>Tournament rating (method OTHER)</source>
        <translation>Rating di torneo (metodo OTHER)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="39"/>
        <source>Later ratings (events over 30 days)</source>
        <translation>Rating successivi (eventi oltre 30 giorni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="40"/>
        <source>round:rating; e.g. 5:2150; 8:2170</source>
        <translation>turno:rating; es. 5:2150; 8:2170</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="41"/>
        <source>Birth date</source>
        <translation>Data di nascita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="41"/>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/GG</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="42"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="48"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="49"/>
        <source>Plays from</source>
        <translation>Gioca dal</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="50"/>
        <source>A half-point bye for every round missed (if the regulations give one)</source>
        <translation>Un bye da mezzo punto per ogni turno perso (se il regolamento lo prevede)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="51"/>
        <source>Rounds missed</source>
        <translation>Turni persi</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="48"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="48"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="48"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="48"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="48"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="49"/>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="49"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="49"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="49"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="50"/>
        <source>Ratings from</source>
        <translation>Rating da</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="52"/>
        <source>Search by name, federation or club, or by pairing number or FIDE ID</source>
        <translation>Cerca per nome, federazione o circolo, o per numero di abbinamento o ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="66"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Aggiungi giocatore…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="67"/>
        <source>&amp;Edit player…</source>
        <translation>&amp;Modifica giocatore…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="68"/>
        <source>&amp;Remove player</source>
        <translation>&amp;Rimuovi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="69"/>
        <source>&amp;Late entry…</source>
        <translation>&amp;Iscrizione tardiva…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="70"/>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Ritiro…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="71"/>
        <source>Bye or &amp;absence…</source>
        <translation>Bye o &amp;assenza…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="73"/>
        <source>No &amp;half-point byes</source>
        <translation>Nessun bye da &amp;mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="75"/>
        <source>Assign &amp;pairing numbers</source>
        <translation>Assegna i &amp;numeri di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="76"/>
        <source>E&amp;xchange pairing number…</source>
        <translation>S&amp;cambia numero di abbinamento…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="77"/>
        <source>&amp;Berger numbers…</source>
        <translation>Numeri &amp;Berger…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="78"/>
        <source>Player &amp;card</source>
        <translation>S&amp;cheda giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="89"/>
        <source>More</source>
        <translation>Altro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="144"/>
        <source>typed by hand</source>
        <translation>scritto a mano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="144"/>
        <source>not known</source>
        <translation>non noto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="170"/>
        <source>expelled from round {0}</source>
        <translation>espulso dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="172"/>
        <source>withdrawn from round {0}</source>
        <translation>ritirato dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="174"/>
        <source>entered in round {0}</source>
        <translation>entrato al turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="158"/>
        <source>½ bye</source>
        <translation>bye da ½</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="158"/>
        <source>1 bye</source>
        <translation>bye da 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="159"/>
        <source>0 bye</source>
        <translation>bye da 0</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="159"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="164"/>
        <source>{0} round {1}</source>
        <translation>{0} turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="177"/>
        <source>no ½ byes</source>
        <translation>niente bye da ½</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="240"/>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="248"/>
        <source>Edit player {0}</source>
        <translation>Modifica giocatore {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="262"/>
        <location filename="../../arbiter_gui/ui/players_view.py" line="283"/>
        <source>Late entry</source>
        <translation>Iscrizione tardiva</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="280"/>
        <source>{0} ranks as No. {1} (C.04.2 2.2). Renumbering gives him that number and moves players {1}-{2} down one number ({3}): numbers already printed change.
Keeping the numbers gives him No. {4}.</source>
        <translation>{0} si colloca al n. {1} (C.04.2 2.2). Rinumerando riceve quel numero e i giocatori {1}-{2} scendono di un numero ({3}): i numeri già stampati cambiano.
Mantenendo i numeri riceve il n. {4}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="284"/>
        <source>Renumber</source>
        <translation>Rinumera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="285"/>
        <source>Keep the numbers</source>
        <translation>Mantieni i numeri</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="299"/>
        <source>Withdraw from the round chosen</source>
        <translation>Ritira dal turno scelto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="301"/>
        <source>Reinstate (play every round)</source>
        <translation>Reintegra (gioca tutti i turni)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="303"/>
        <source>Expel from the round chosen (left out of the standings)</source>
        <translation>Espelli dal turno scelto (escluso dalla classifica)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="304"/>
        <source>Withdraw {0}</source>
        <translation>Ritira {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="321"/>
        <source>Half-point bye</source>
        <translation>Bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="321"/>
        <source>Zero-point bye</source>
        <translation>Bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="322"/>
        <source>Full-point bye</source>
        <translation>Bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="322"/>
        <source>Absent</source>
        <translation>Assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="323"/>
        <source>No request</source>
        <translation>Nessuna richiesta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="324"/>
        <source>Request of {0}</source>
        <translation>Richiesta di {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="349"/>
        <location filename="../../arbiter_gui/ui/players_view.py" line="355"/>
        <source>Exchange pairing number</source>
        <translation>Scambia numero di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="350"/>
        <source>No other player has the tournament rating {0}.</source>
        <translation>Nessun altro giocatore ha il rating di torneo {0}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/players_view.py" line="356"/>
        <source>Exchange No. {0} {1} with (same tournament rating {2}):</source>
        <translation>Scambia il n. {0} {1} con (stesso rating di torneo {2}):</translation>
    </message>
</context>
<context>
    <name>Publish</name>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="42"/>
        <source>Home</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="43"/>
        <source>Pairings</source>
        <translation>Abbinamenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="44"/>
        <source>Pairings and results</source>
        <translation>Abbinamenti e risultati</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="45"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="46"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="47"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="48"/>
        <source>Standings after round {0}</source>
        <translation>Classifica dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="49"/>
        <source>Crosstable</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="50"/>
        <source>Crosstable after round {0}</source>
        <translation>Tabellone dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="51"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="52"/>
        <source>Why these pairings</source>
        <translation>Perché questi abbinamenti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="53"/>
        <source>The pairing engine&apos;s record of its decisions, bracket by bracket, with the articles of FIDE C.04 applied.</source>
        <translation>Il registro delle decisioni del motore di abbinamento, gruppo per gruppo, con gli articoli FIDE C.04 applicati.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="55"/>
        <source>Bd</source>
        <translation>Sc</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="56"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="57"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="58"/>
        <source>Rtg</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="59"/>
        <source>Pts</source>
        <translation>Pt.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="60"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="61"/>
        <source>Rk</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="62"/>
        <source>No</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="63"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="64"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="65"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="66"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="67"/>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="68"/>
        <source>Not paired</source>
        <translation>Non abbinati</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="69"/>
        <source>No round is paired yet.</source>
        <translation>Nessun turno ancora abbinato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="70"/>
        <source>{0} results missing</source>
        <translation>{0} risultati mancanti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="71"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="72"/>
        <source>FIDE ID</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="73"/>
        <source>{0} points after round {1}, rank {2}</source>
        <translation>{0} punti dopo il turno {1}, posizione {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="74"/>
        <source>Tie-breaks and their working (C.07)</source>
        <translation>Spareggi e loro calcolo (C.07)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="75"/>
        <source>Find my board</source>
        <translation>Trova la mia scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="76"/>
        <source>Your name or pairing number</source>
        <translation>Il tuo nome o numero di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="77"/>
        <source>Search</source>
        <translation>Cerca</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="78"/>
        <source>No player matches “{0}”.</source>
        <translation>Nessun giocatore corrisponde a “{0}”.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="79"/>
        <source>Board {0}, {1}, against {2}</source>
        <translation>Scacchiera {0}, {1}, contro {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="80"/>
        <source>page {0} of {1}</source>
        <translation>pagina {0} di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="81"/>
        <source>Updated {0}</source>
        <translation>Aggiornato alle {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="82"/>
        <source>This page refreshes by itself.</source>
        <translation>Questa pagina si aggiorna da sola.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="83"/>
        <source>Published with Arbiter</source>
        <translation>Pubblicato con Arbiter</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="84"/>
        <source>Prizes</source>
        <translation>Premi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="85"/>
        <source>Prizes after round {0}</source>
        <translation>Premi dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="86"/>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="87"/>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="88"/>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="89"/>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/pages.py" line="90"/>
        <source>Shared with</source>
        <translation>Diviso con</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/publish/site.py" line="74"/>
        <source>round {0}: the pairing record cannot be read ({1}); no explanation published</source>
        <translation>turno {0}: il registro dell&apos;abbinamento non è leggibile ({1}); nessuna spiegazione pubblicata</translation>
    </message>
</context>
<context>
    <name>Publishing</name>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="35"/>
        <source>Publish the tournament in the folder</source>
        <translation>Pubblica il torneo nella cartella</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="36"/>
        <source>P&amp;ublish as a web site…</source>
        <translation>P&amp;ubblica come sito web…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="38"/>
        <location filename="../../arbiter_gui/ui/publishing.py" line="98"/>
        <source>&amp;Hall screen…</source>
        <translation>&amp;Schermo di sala…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="60"/>
        <source>The site could not be written in {0}: {1}</source>
        <translation>Impossibile scrivere il sito in {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="61"/>
        <source>Web site written: {0} files in {1}</source>
        <translation>Sito web scritto: {0} file in {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="69"/>
        <source>Hall screen stopped.</source>
        <translation>Schermo di sala fermato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="73"/>
        <location filename="../../arbiter_gui/ui/publishing.py" line="89"/>
        <source>Hall screen</source>
        <translation>Schermo di sala</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="74"/>
        <source>Serve the pairings and standings, read-only, on the network of the address:</source>
        <translation>Mostra abbinamenti e classifica, in sola lettura, sulla rete dell&apos;indirizzo:</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="83"/>
        <source>The hall screen cannot listen on {0}, port {1}: {2}</source>
        <translation>Lo schermo di sala non può ascoltare su {0}, porta {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="86"/>
        <source>Stop the &amp;hall screen ({0})</source>
        <translation>Ferma lo &amp;schermo di sala ({0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="87"/>
        <source>Hall screen at {0} (television: {0}tv); its QR code is on the pairing sheets.</source>
        <translation>Schermo di sala a {0} (televisore: {0}tv); il suo codice QR è sui fogli degli abbinamenti.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/publishing.py" line="90"/>
        <source>Open {0} on the hall&apos;s television ({0}tv cycles through the pairings and the standings) and on players&apos; phones; the pairing sheets print its address and QR code.</source>
        <translation>Apri {0} sul televisore della sala ({0}tv mostra a turno abbinamenti e classifica) e sui telefoni dei giocatori; i fogli degli abbinamenti ne stampano l&apos;indirizzo e il codice QR.</translation>
    </message>
</context>
<context>
    <name>RatingCheckDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="78"/>
        <source>Ratings checked against {0}</source>
        <translation>Rating controllati con {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="79"/>
        <source>FIDE rating</source>
        <translation>Elo FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="79"/>
        <source>national rating</source>
        <translation>rating nazionale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="80"/>
        <source>title</source>
        <translation>titolo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="80"/>
        <source>federation</source>
        <translation>federazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="80"/>
        <source>sex</source>
        <translation>sesso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="81"/>
        <source>birth date</source>
        <translation>data di nascita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="82"/>
        <source>{0} players compared: {1} differences for {2} players.</source>
        <translation>{0} giocatori confrontati: {1} differenze per {2} giocatori.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="85"/>
        <source>Not in the list: {0}.</source>
        <translation>Non nella lista: {0}.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="90"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="90"/>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="90"/>
        <source>On file</source>
        <translation>In archivio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="91"/>
        <source>In the list</source>
        <translation>Nella lista</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="103"/>
        <source>Update all</source>
        <translation>Aggiorna tutto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="104"/>
        <source>Update the ticked ones</source>
        <translation>Aggiorna quelli spuntati</translation>
    </message>
</context>
<context>
    <name>RatingListDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="33"/>
        <source>Players from the rating list</source>
        <translation>Giocatori dalla lista Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="35"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="35"/>
        <source>Rapid</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="35"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="36"/>
        <source>Effective Rapid</source>
        <translation>Rapid effettivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="36"/>
        <source>Effective Blitz</source>
        <translation>Blitz effettivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="41"/>
        <source>Name or FIDE ID</source>
        <translation>Nome o ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="45"/>
        <source>{0} players in {1}</source>
        <translation>{0} giocatori in {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="47"/>
        <source>Add FIDE IDs from a file…</source>
        <translation>Aggiungi ID FIDE da un file…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="88"/>
        <source>not rated in this list</source>
        <translation>senza rating in questa lista</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="92"/>
        <source>{0}: {1} (take this rating)</source>
        <translation>{0}: {1} (usa questo rating)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="119"/>
        <source>{0} players chosen</source>
        <translation>{0} giocatori scelti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="133"/>
        <source>FIDE IDs</source>
        <translation>ID FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_list_dialog.py" line="133"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>File di testo (*.txt *.csv);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>RatingListSettingsDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="48"/>
        <source>Rating lists</source>
        <translation>Liste rating</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="51"/>
        <source>Check the players&apos; ratings against the list after each update</source>
        <translation>Controlla i rating dei giocatori con la lista dopo ogni aggiornamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="54"/>
        <source>FIDE list address</source>
        <translation>Indirizzo della lista FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_check_dialog.py" line="55"/>
        <source>Local copy in</source>
        <translation>Copia locale in</translation>
    </message>
</context>
<context>
    <name>RatingLists</name>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="50"/>
        <source>&amp;Update the FIDE rating list</source>
        <translation>&amp;Aggiorna la lista rating FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="52"/>
        <source>&amp;Check the ratings against the FIDE list</source>
        <translation>&amp;Controlla i rating con la lista FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="54"/>
        <source>Check the ratings against a list &amp;file…</source>
        <translation>Controlla i rating con un &amp;file di lista…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="56"/>
        <source>Rating list &amp;settings…</source>
        <translation>&amp;Impostazioni delle liste rating…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="79"/>
        <source>Downloading the FIDE rating list from {0}…</source>
        <translation>Scaricamento della lista rating FIDE da {0}…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="80"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="95"/>
        <source>Downloading the FIDE rating list: {0} MB…</source>
        <translation>Scaricamento della lista rating FIDE: {0} MB…</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="107"/>
        <source>Download cancelled.</source>
        <translation>Scaricamento annullato.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="112"/>
        <source>The FIDE rating list could not be updated: {0}. The local list is as it was; the address can be changed in the rating list settings.</source>
        <translation>Impossibile aggiornare la lista rating FIDE: {0}. La lista locale è rimasta com&apos;era; l&apos;indirizzo si può cambiare nelle impostazioni delle liste rating.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="117"/>
        <source>FIDE rating list updated: {0} players.</source>
        <translation>Lista rating FIDE aggiornata: {0} giocatori.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="128"/>
        <source>The local FIDE list is missing or older than a day: updating it first.</source>
        <translation>La lista FIDE locale manca o ha più di un giorno: prima la si aggiorna.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="134"/>
        <source>Rating list</source>
        <translation>Lista rating</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="135"/>
        <source>Rating lists (*.txt *.xml *.csv);;All files (*)</source>
        <translation>Liste rating (*.txt *.xml *.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="151"/>
        <source>Open or create a tournament first.</source>
        <translation>Aprire o creare prima un torneo.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="153"/>
        <source>The rating checks are switched off in the rating list settings.</source>
        <translation>I controlli dei rating sono disattivati nelle impostazioni delle liste rating.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/rating_lists.py" line="164"/>
        <source>Ratings checked against {0}: {1} players, no difference.</source>
        <translation>Rating controllati con {0}: {1} giocatori, nessuna differenza.</translation>
    </message>
</context>
<context>
    <name>RoundDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="110"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="111"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/player_dialog.py" line="116"/>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="33"/>
        <source>half-point bye</source>
        <translation>bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="34"/>
        <source>zero-point bye</source>
        <translation>bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="35"/>
        <source>absent</source>
        <translation>assente</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="36"/>
        <source>full-point bye</source>
        <translation>bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="40"/>
        <source>{0} half-point bye</source>
        <translation>{0} bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="41"/>
        <source>{0} half-point byes</source>
        <translation>{0} bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="42"/>
        <source>{0} zero-point bye</source>
        <translation>{0} bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="43"/>
        <source>{0} zero-point byes</source>
        <translation>{0} bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="44"/>
        <source>{0} absent</source>
        <translation>assenti: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="45"/>
        <source>{0} full-point bye</source>
        <translation>{0} bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="46"/>
        <source>{0} full-point byes</source>
        <translation>{0} bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="70"/>
        <source>{0} board</source>
        <translation>{0} scacchiera</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="71"/>
        <source>{0} boards</source>
        <translation>{0} scacchiere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="72"/>
        <source>round {0} is paired: {1}</source>
        <translation>turno {0} abbinato: {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="74"/>
        <source>pairing-allocated bye: {0}</source>
        <translation>bye assegnato dall&apos;abbinamento: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="78"/>
        <source>{0} not paired (byes, absences)</source>
        <translation>non abbinati: {0} (bye, assenze)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="81"/>
        <source>{0} player</source>
        <translation>{0} giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="82"/>
        <source>{0} players</source>
        <translation>{0} giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="83"/>
        <source>to pair: {0}</source>
        <translation>da abbinare: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="90"/>
        <source>{0} withdrawn</source>
        <translation>ritirati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="93"/>
        <source>{0} forbidden pair</source>
        <translation>{0} coppia vietata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="94"/>
        <source>{0} forbidden pairs</source>
        <translation>{0} coppie vietate</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="109"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="127"/>
        <source>Schedule</source>
        <translation>Data e ora</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="128"/>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/GG</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="129"/>
        <source>HH:MM</source>
        <translation>hh:mm</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="130"/>
        <source>Save schedule</source>
        <translation>Salva data e ora</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="134"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="134"/>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="145"/>
        <source>0-959 or RNBQKBNR</source>
        <translation>0-959 o RNBQKBNR</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="147"/>
        <source>Draw by lot</source>
        <translation>Sorteggio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="149"/>
        <source>Set position</source>
        <translation>Imposta posizione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="154"/>
        <source>Chess960 position</source>
        <translation>Posizione Chess960</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="163"/>
        <source>Byes and absences (C.04.2 3.3)</source>
        <translation>Bye e assenze (C.04.2 3.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="164"/>
        <source>TPN</source>
        <translation>N. abb.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="164"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="164"/>
        <source>Request</source>
        <translation>Richiesta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="170"/>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="172"/>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="210"/>
        <source>Remove selected</source>
        <translation>Rimuovi selezionato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="187"/>
        <source>Withdrawals (C.04.2 3.2)</source>
        <translation>Ritiri (C.04.2 3.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="189"/>
        <source>Withdraw from this round on</source>
        <translation>Ritira da questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="191"/>
        <source>Reinstate</source>
        <translation>Reintegra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="207"/>
        <source>Forbidden pairings (TRF 260)</source>
        <translation>Abbinamenti vietati (TRF 260)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="208"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="208"/>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="230"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="208"/>
        <source>In this round</source>
        <translation>In questo turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="213"/>
        <source>Add to the set</source>
        <translation>Aggiungi al gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="215"/>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="222"/>
        <source>Forbid</source>
        <translation>Vieta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="230"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="278"/>
        <source>No tournament</source>
        <translation>Nessun torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="290"/>
        <source>not drawn yet</source>
        <translation>non ancora sorteggiata</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="292"/>
        <source>Withdraw from round {0} on</source>
        <translation>Ritira dal turno {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="295"/>
        <source>{0} from round {1}</source>
        <translation>{0} dal turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="297"/>
        <source>Withdrawn: {0}</source>
        <translation>Ritirati: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="297"/>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="299"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="299"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="309"/>
        <source>Set: {0}</source>
        <translation>Gruppo: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="310"/>
        <source>Set: choose at least two players who must not meet</source>
        <translation>Gruppo: scegliere almeno due giocatori che non devono incontrarsi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="330"/>
        <source>no player matches &apos;{0}&apos;: type a name or a pairing number</source>
        <translation>nessun giocatore corrisponde a &apos;{0}&apos;: digitare un nome o un numero di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="331"/>
        <source>choose a player first</source>
        <translation>scegliere prima un giocatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="344"/>
        <source>date &apos;{0}&apos;: write it as YYYY/MM/DD, e.g. 2026/03/14</source>
        <translation>data &apos;{0}&apos;: scriverla come AAAA/MM/GG, ad es. 2026/03/14</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="347"/>
        <source>time &apos;{0}&apos;: write it as HH:MM, e.g. 15:00</source>
        <translation>ora &apos;{0}&apos;: scriverla come hh:mm, ad es. 15:00</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="365"/>
        <source>&apos;{0}&apos; is not a Chess960 position: type its number (0-959) or White&apos;s back rank, such as RNBQKBNR</source>
        <translation>&apos;{0}&apos; non è una posizione Chess960: scrivere il suo numero (0-959) o la prima traversa del Bianco, ad es. RNBQKBNR</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="381"/>
        <source>select the request to remove in the list</source>
        <translation>selezionare nell&apos;elenco la richiesta da rimuovere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="399"/>
        <source>player {0} is not withdrawn</source>
        <translation>il giocatore {0} non è ritirato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="409"/>
        <source>player {0} is already in the set</source>
        <translation>il giocatore {0} è già nel gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="423"/>
        <source>a forbidden pairing needs at least two players: add them to the set first</source>
        <translation>un abbinamento vietato richiede almeno due giocatori: aggiungerli prima al gruppo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="438"/>
        <source>select the forbidden pairing to remove in the list</source>
        <translation>selezionare nell&apos;elenco l&apos;abbinamento vietato da rimuovere</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/round_panel.py" line="445"/>
        <source>from {0}</source>
        <translation>dal {0}</translation>
    </message>
</context>
<context>
    <name>SessionBar</name>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="26"/>
        <source>Start manual pairing</source>
        <translation>Inizia l&apos;abbinamento manuale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="28"/>
        <source>End session and compare with the engine</source>
        <translation>Chiudi la sessione e confronta con il motore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="30"/>
        <source>Pair the next round by hand</source>
        <translation>Abbina a mano il turno successivo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="48"/>
        <source>Manual-pairing session open on round {0}: no round can be paired until it ends.</source>
        <translation>Sessione di abbinamento manuale aperta sul turno {0}: nessun turno può essere abbinato finché non si chiude.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="52"/>
        <source>No manual-pairing session: in FIDE mode a pairing is changed by hand only inside one.</source>
        <translation>Nessuna sessione di abbinamento manuale: in modalità FIDE un abbinamento si modifica a mano solo dentro una sessione.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/manual_session.py" line="53"/>
        <source>No manual-pairing session.</source>
        <translation>Nessuna sessione di abbinamento manuale.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="56"/>
        <source>Tournament settings</source>
        <translation>Impostazioni del torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="56"/>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="58"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="59"/>
        <source>Pairing</source>
        <translation>Abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="60"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="61"/>
        <source>Prizes</source>
        <translation>Premi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="67"/>
        <source>Prize list (one line per category)</source>
        <translation>Elenco premi (una riga per categoria)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="82"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="82"/>
        <source>Place</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="82"/>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="239"/>
        <source>Federation</source>
        <translation>Federazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="82"/>
        <source>Start date</source>
        <translation>Data di inizio</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="83"/>
        <source>End date</source>
        <translation>Data di fine</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="83"/>
        <source>Chief arbiter</source>
        <translation>Arbitro principale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="83"/>
        <source>Deputy arbiters (separated by ;)</source>
        <translation>Vice arbitri (separati da ;)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="84"/>
        <source>Time control</source>
        <translation>Cadenza</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="88"/>
        <source>YYYY/MM/DD</source>
        <translation>AAAA/MM/GG</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="92"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="92"/>
        <source>national championship, final stage (1.4.3a)</source>
        <translation>campionato nazionale, fase finale (1.4.3a)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="93"/>
        <source>national team championship (1.4.3b)</source>
        <translation>campionato nazionale a squadre (1.4.3b)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="94"/>
        <source>zonal or sub-zonal tournament (1.4.3c)</source>
        <translation>torneo zonale o subzonale (1.4.3c)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="97"/>
        <source>Title norms: exempt event (FIDE B.01)</source>
        <translation>Norme di titolo: torneo esente (FIDE B.01)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="98"/>
        <source>FIDE&apos;s rules enforced (an event FIDE rates)</source>
        <translation>Regole FIDE applicate (torneo valido per la FIDE)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="99"/>
        <source>FIDE mode</source>
        <translation>Modalità FIDE</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="101"/>
        <source>Chosen when the tournament was created; FIDE mode is left from the Log tab, for good.</source>
        <translation>Scelta alla creazione del torneo; si esce dalla modalità FIDE dalla scheda Registro, per sempre.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="107"/>
        <source>Number of rounds</source>
        <translation>Numero di turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="109"/>
        <source>FIDE (Dutch) system, C.04.3</source>
        <translation>Sistema FIDE (olandese), C.04.3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="109"/>
        <source>Dubov system, C.04.4.1</source>
        <translation>Sistema Dubov, C.04.4.1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="110"/>
        <source>Burstein system, C.04.4.2</source>
        <translation>Sistema Burstein, C.04.4.2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="110"/>
        <source>Lim system, C.04.4.3</source>
        <translation>Sistema Lim, C.04.4.3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="111"/>
        <source>Lim system, Maxi-tournament (C.04.4.3 3.2.3)</source>
        <translation>Sistema Lim, maxi-torneo (C.04.4.3 3.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="113"/>
        <source>FIDE rating-based Swiss rules of 1992 (legacy, for historical events)</source>
        <translation>Regolamento Svizzero FIDE basato sul rating del 1992 (storico, per tornei passati)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="114"/>
        <source>Round robin, C.05</source>
        <translation>Girone all&apos;italiana, C.05</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="114"/>
        <source>Double round robin, C.05</source>
        <translation>Doppio girone all&apos;italiana, C.05</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="115"/>
        <source>Double-Swiss system, C.04.5 (a round is a match of two games)</source>
        <translation>Sistema Double-Swiss, C.04.5 (un turno è un incontro di due partite)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="116"/>
        <source>Team Swiss, C.04.6 (Type A colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (preferenze di colore di tipo A)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="117"/>
        <source>Team Swiss, C.04.6 (Type B colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (preferenze di colore di tipo B)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="118"/>
        <source>Team Swiss, C.04.6 (no colour preferences)</source>
        <translation>Svizzero a squadre, C.04.6 (senza preferenze di colore)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="119"/>
        <source>Team round robin, C.05 Annex 1 (the Berger table between the teams)</source>
        <translation>Girone all&apos;italiana a squadre, C.05 Allegato 1 (la tabella Berger fra le squadre)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="120"/>
        <source>Keizer system, club series (only players present are paired)</source>
        <translation>Sistema Keizer, torneo sociale (si abbinano solo i giocatori presenti)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="122"/>
        <source>Round robin with Varma tables, C.05 Annex 2</source>
        <translation>Girone all&apos;italiana con tabelle Varma, C.05 Allegato 2</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="123"/>
        <source>Reduced round robin (first round suppressed)</source>
        <translation>Girone all&apos;italiana ridotto (primo turno soppresso)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="124"/>
        <source>Rotation tournament</source>
        <translation>Torneo a rotazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="125"/>
        <source>Pools with seeds, then a final pool</source>
        <translation>Gironi con teste di serie, poi un girone finale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="126"/>
        <source>Scheveningen (every member meets every member of the other teams)</source>
        <translation>Scheveningen (ogni membro incontra ogni membro delle altre squadre)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="127"/>
        <source>Reduced Scheveningen (members paired two by two)</source>
        <translation>Scheveningen ridotto (membri accoppiati a due a due)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="128"/>
        <source>Schiller system</source>
        <translation>Sistema Schiller</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="129"/>
        <source>Hutton system (one round, board against board)</source>
        <translation>Sistema Hutton (un turno, scacchiera contro scacchiera)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="130"/>
        <source>Hilton system (up to three rounds, board against board)</source>
        <translation>Sistema Hilton (fino a tre turni, scacchiera contro scacchiera)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="134"/>
        <source>Pairing system</source>
        <translation>Sistema di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="138"/>
        <source>The first place&apos;s value; each next place is worth one less. It must be greater than the number of players.</source>
        <translation>Il punteggio del primo posto; ogni posto seguente vale uno in meno. Dev&apos;essere più grande del numero di giocatori.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="140"/>
        <source>Keizer: value of the first place</source>
        <translation>Keizer: punteggio del primo posto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="142"/>
        <source>Keizer: bye worth (part of one&apos;s own value)</source>
        <translation>Keizer: valore del bye (parte del proprio punteggio)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="144"/>
        <source>Keizer: absence worth (part of one&apos;s own value)</source>
        <translation>Keizer: valore dell&apos;assenza (parte del proprio punteggio)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="146"/>
        <source>Keizer: rounds between two meetings of the same players</source>
        <translation>Keizer: turni tra due incontri degli stessi giocatori</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="150"/>
        <source>the two change places</source>
        <translation>i due si scambiano i posti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="151"/>
        <source>the challenger takes the place, those between go down one</source>
        <translation>lo sfidante prende il posto, quelli in mezzo scendono di uno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="153"/>
        <source>Ladder: a winning challenger</source>
        <translation>Scala: uno sfidante che vince</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="155"/>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="156"/>
        <source>Ladder: most places a challenge may climb</source>
        <translation>Scala: posti massimi che una sfida può salire</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="158"/>
        <source>Ladder: other players a beaten challenger meets before the same challenge</source>
        <translation>Scala: altri giocatori che uno sfidante battuto incontra prima di ripetere la sfida</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="161"/>
        <source>Swap the last two rounds of the first cycle (C.05 Annex 1)</source>
        <translation>Scambiare gli ultimi due turni del primo girone (C.05 Allegato 1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="162"/>
        <source>Double round robin</source>
        <translation>Doppio girone all&apos;italiana</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="164"/>
        <source>Chess960: a starting position drawn for each round</source>
        <translation>Chess960: una posizione iniziale sorteggiata per ogni turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="165"/>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="167"/>
        <source>Boards per match (team events)</source>
        <translation>Scacchiere per incontro (tornei a squadre)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="169"/>
        <source>Match points (then game points)</source>
        <translation>Punti squadra (poi punti individuali)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="170"/>
        <source>Game points (then match points)</source>
        <translation>Punti individuali (poi punti squadra)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="171"/>
        <source>Primary score (team events, C.04.6 1.2.1)</source>
        <translation>Punteggio principale (tornei a squadre, C.04.6 1.2.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="173"/>
        <source>No acceleration</source>
        <translation>Nessuna accelerazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="173"/>
        <source>Baku acceleration, C.04.7</source>
        <translation>Accelerazione Baku, C.04.7</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="112"/>
        <source>Amalfi rating system, accelerated</source>
        <translation>Sistema Amalfi Rating, accelerato</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="121"/>
        <source>Ladder (players challenge those placed above them)</source>
        <translation>Scala (i giocatori sfidano chi sta più in alto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="131"/>
        <source>Knockout (the loser of each match is out)</source>
        <translation>Eliminazione diretta (chi perde un incontro è eliminato)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="174"/>
        <source>Haley acceleration</source>
        <translation>Sistema Haley</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="175"/>
        <source>Decreasing (French) acceleration</source>
        <translation>Accelerato decrescente o &quot;francese&quot;</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="176"/>
        <source>English accelerated system</source>
        <translation>Accelerato &quot;inglese&quot;</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="177"/>
        <source>McMahon start scores</source>
        <translation>Punteggi iniziali McMahon</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="180"/>
        <source>Acceleration</source>
        <translation>Accelerazione</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="182"/>
        <source>Drawn by lot at the first pairing</source>
        <translation>Sorteggiato al primo abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="182"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="182"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="183"/>
        <source>Top player&apos;s colour in round 1</source>
        <translation>Colore del primo giocatore al turno 1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="186"/>
        <source>Rating used (TRF 172)</source>
        <translation>Elo usato (TRF 172)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="188"/>
        <source>Alphabetically</source>
        <translation>In ordine alfabetico</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="188"/>
        <source>FIDE ID, lowest first</source>
        <translation>ID FIDE, prima il più basso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="189"/>
        <source>Age, older first</source>
        <translation>Età, prima il più anziano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="189"/>
        <source>Age, younger first</source>
        <translation>Età, prima il più giovane</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="192"/>
        <source>Equal rating and title ranked (C.04.2 2.2.3)</source>
        <translation>Pari rating e titolo ordinati (C.04.2 2.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="194"/>
        <source>Tie-breaks in order (C.07 codes)</source>
        <translation>Spareggi in ordine (codici C.07)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="196"/>
        <source>From the start date (2026 rules from 1 March 2026)</source>
        <translation>Dalla data d&apos;inizio (regole 2026 dal 1° marzo 2026)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="198"/>
        <source>C.07, {0} rules</source>
        <translation>C.07, regole {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="199"/>
        <source>Tie-break rules</source>
        <translation>Regole degli spareggi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="200"/>
        <source>none (ARO, TPR... dropped)</source>
        <translation>nessuno (ARO, TPR... esclusi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="201"/>
        <source>Rating of unrated players (tie-breaks)</source>
        <translation>Rating dei giocatori senza rating (spareggi)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="202"/>
        <source>Longer than 30 days (players&apos; ratings may change during it)</source>
        <translation>Più lungo di 30 giorni (i rating dei giocatori possono cambiare)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="203"/>
        <source>Long event</source>
        <translation>Evento lungo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="205"/>
        <source>Each player&apos;s first rating (C.07 10)</source>
        <translation>Il primo rating di ogni giocatore (C.07 10)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="206"/>
        <source>The rating of each game&apos;s round</source>
        <translation>Il rating del turno di ogni partita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="207"/>
        <source>Rating tie-breaks of a long event use</source>
        <translation>Gli spareggi sul rating di un evento lungo usano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="210"/>
        <source>the rating above</source>
        <translation>il valore qui sopra</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="210"/>
        <source>the lowest rated participant&apos;s</source>
        <translation>l&apos;Elo più basso tra i partecipanti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="211"/>
        <source>the average of the rated participants</source>
        <translation>la media dei partecipanti con Elo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="213"/>
        <source>Unrated players are rated at</source>
        <translation>Ai giocatori senza Elo si assegna</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="214"/>
        <source>none: the place is shared</source>
        <translation>nessuno: il posto è condiviso</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="215"/>
        <source>C.07 4.2: players equal on every tie-break are ordered by lots drawn with this number; the same number always draws the same order</source>
        <translation>C.07 4.2: i giocatori pari in ogni spareggio sono ordinati per sorteggio con questo numero; lo stesso numero dà sempre lo stesso ordine</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="217"/>
        <source>Drawing of lots for complete ties (seed)</source>
        <translation>Sorteggio per le parità complete (seme)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="218"/>
        <source>e.g. 7 3</source>
        <translation>ad es. 7 3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="219"/>
        <source>Players equal on every tie-break ranked by the arbiter: their pairing numbers, best first (before any drawing of lots)</source>
        <translation>Giocatori pari in ogni spareggio ordinati dall&apos;arbitro: i loro numeri di abbinamento, dal migliore (prima di un eventuale sorteggio)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="221"/>
        <source>Complete ties ranked by hand</source>
        <translation>Parità complete ordinate a mano</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="222"/>
        <source>e.g. 12=1, 7=0.5</source>
        <translation>es. 12=1, 7=0.5</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="223"/>
        <source>Values of the tie-break EXT entered from outside (a play-off): pairing number = value, separated by commas</source>
        <translation>Valori dello spareggio EXT inseriti dall&apos;esterno (uno spareggio giocato): numero di abbinamento = valore, separati da virgole</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="225"/>
        <source>Tie-break EXT (entered values)</source>
        <translation>Spareggio EXT (valori inseriti)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="231"/>
        <source>Teams (Scheveningen, Schiller, Hutton, Hilton)</source>
        <translation>Squadre (Scheveningen, Schiller, Hutton, Hilton)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="233"/>
        <source>Pools</source>
        <translation>Gironi</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="235"/>
        <source>Qualifiers of each pool for the final pool</source>
        <translation>Qualificati di ogni girone per il girone finale</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="237"/>
        <source>Rounds suppressed (reduced round robin)</source>
        <translation>Turni soppressi (girone all&apos;italiana ridotto)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="239"/>
        <source>Club</source>
        <translation>Società</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="240"/>
        <source>Varma groups and teams made by</source>
        <translation>Gruppi Varma e squadre formati per</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="243"/>
        <source>Win</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="243"/>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="243"/>
        <source>Loss</source>
        <translation>Sconfitta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="243"/>
        <source>Zero-point bye</source>
        <translation>Bye da zero punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="243"/>
        <source>Forfeit loss</source>
        <translation>Sconfitta a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="244"/>
        <source>Half-point bye</source>
        <translation>Bye da mezzo punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="244"/>
        <source>Full-point bye</source>
        <translation>Bye da un punto</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="244"/>
        <source>Forfeit win</source>
        <translation>Vittoria a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="245"/>
        <source>Pairing-allocated bye</source>
        <translation>Bye assegnato dall&apos;abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="290"/>
        <source>Locked: round 1 is paired, and this decides how rounds are paired.</source>
        <translation>Bloccato: il turno 1 è abbinato, e questo decide come si abbinano i turni.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="302"/>
        <source>Locked in FIDE mode once round 1 is paired.</source>
        <translation>Bloccato in modalità FIDE dopo l&apos;abbinamento del turno 1.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="338"/>
        <source>{0} rounds are already paired.</source>
        <translation>{0} turni sono già abbinati.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="456"/>
        <source>a tie-break is listed twice</source>
        <translation>uno spareggio è elencato due volte</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="468"/>
        <source>{0!r}: write pairing number = value, e.g. 12=1</source>
        <translation>{0!r}: scrivere numero di abbinamento = valore, ad es. 12=1</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="479"/>
        <source>{0!r} is not a pairing number: write them best first, e.g. 7 3</source>
        <translation>{0!r} non è un numero di abbinamento: scriverli dal migliore, ad es. 7 3</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="495"/>
        <source>{0!r} is not a number of points</source>
        <translation>{0!r} non è un numero di punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/settings_dialog.py" line="497"/>
        <source>points cannot be negative</source>
        <translation>i punti non possono essere negativi</translation>
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
    <name>TiebreakExplainer</name>
    <message>
        <location filename="../../arbiter_gui/ui/tiebreak_view.py" line="52"/>
        <source>Compare</source>
        <translation>Confronta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/tiebreak_view.py" line="53"/>
        <source>Select two players: why one ranks above the other</source>
        <translation>Seleziona due giocatori: perché uno è classificato davanti all&apos;altro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/tiebreak_view.py" line="94"/>
        <source>{0} of {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/tiebreak_view.py" line="104"/>
        <source>Compare {0} and {1}</source>
        <translation>Confronto tra {0} e {1}</translation>
    </message>
</context>
<context>
    <name>Tiebreaks</name>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="120"/>
        <source>unknown tie-break {0!r}</source>
        <translation>spareggio sconosciuto {0!r}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="126"/>
        <source>unknown tie-break {0!r}: {1} does not take modifier {2!r}</source>
        <translation>spareggio sconosciuto {0!r}: {1} non accetta il modificatore {2!r}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="136"/>
        <source>unknown tie-break {0!r}: {1!r} repeats a modifier</source>
        <translation>spareggio sconosciuto {0!r}: {1!r} ripete un modificatore</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="150"/>
        <source>tie-break {0!r} is listed twice (first as {1!r})</source>
        <translation>lo spareggio {0!r} è elencato due volte (la prima come {1!r})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="228"/>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="229"/>
        <source>drew</source>
        <translation>patta</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="230"/>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="231"/>
        <source>game</source>
        <translation>partita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="232"/>
        <source>forfeit</source>
        <translation>forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="233"/>
        <source>forfeit counted as a game (C.07 15)</source>
        <translation>forfait contato come partita (C.07 15)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="234"/>
        <source>pairing-allocated or full-point bye (C.07 16.2.1)</source>
        <translation>bye assegnato dall&apos;abbinamento o bye da un punto (C.07 16.2.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="235"/>
        <source>forfeit win (C.07 16.2.2)</source>
        <translation>vittoria a forfait (C.07 16.2.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="236"/>
        <source>requested bye, a round played after it (C.07 16.2.3)</source>
        <translation>bye richiesto, con un turno giocato dopo (C.07 16.2.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="237"/>
        <source>forfeit loss (C.07 16.2.4)</source>
        <translation>sconfitta a forfait (C.07 16.2.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="238"/>
        <source>bye or absence with no round played after it (C.07 16.2.5)</source>
        <translation>bye o assenza senza turni giocati dopo (C.07 16.2.5)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="239"/>
        <source>undefined: unrated players take part and the regulations give them no rating (C.07 10; setting &apos;Rating of unrated players&apos;)</source>
        <translation>non definito: partecipano giocatori senza rating e il regolamento non assegna loro un rating (C.07 10; impostazione &apos;Rating dei giocatori senza rating&apos;)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="431"/>
        <source>cut (C.07 14): least significant</source>
        <translation>tagliato (C.07 14): il meno significativo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="432"/>
        <source>cut (C.07 14): a VUR, cut before a lower-scored round (C.07 16.5)</source>
        <translation>tagliato (C.07 14): un VUR, tagliato prima di un turno con punteggio più basso (C.07 16.5)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="440"/>
        <source>cut (C.07 14, Median): most significant</source>
        <translation>tagliato (C.07 14, Mediano): il più significativo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="516"/>
        <source>game with Black</source>
        <translation>partita con il Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="523"/>
        <source>won with Black</source>
        <translation>vinta con il Nero</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="548"/>
        <source>pairing number</source>
        <translation>numero di abbinamento</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="561"/>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="562"/>
        <source>rating given to unrated players by the regulations</source>
        <translation>rating assegnato dal regolamento ai giocatori senza rating</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="575"/>
        <source>score after the round</source>
        <translation>punteggio dopo il turno</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="577"/>
        <source>cut (C.07 14): one of the first rounds</source>
        <translation>tagliato (C.07 14): uno dei primi turni</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="595"/>
        <source>{0}; opponent&apos;s adjusted score (C.07 16.3: score {1}, his rounds after the last one he played count as draws)</source>
        <translation>{0}; punteggio corretto dell&apos;avversario (C.07 16.3: punteggio {1}, i suoi turni dopo l&apos;ultimo giocato contano come patte)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="600"/>
        <source>{0}; opponent&apos;s score</source>
        <translation>{0}; punteggio dell&apos;avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="601"/>
        <source>{0} with the final round as a draw (C.07 8.3)</source>
        <translation>{0} con l&apos;ultimo turno contato come patta (C.07 8.3)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="605"/>
        <source>{0}; dummy opponent with the participant&apos;s own score (C.07 2024 16.4)</source>
        <translation>{0}; avversario fittizio con il punteggio del partecipante stesso (C.07 2024 16.4)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="608"/>
        <source>{0}; dummy: the lower of own score and the scheduled opponent&apos;s adjusted score (C.07 2026 16.4.1)</source>
        <translation>{0}; avversario fittizio: il minore fra il proprio punteggio e il punteggio corretto dell&apos;avversario previsto (C.07 2026 16.4.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="610"/>
        <source>{0}; dummy: the lower of own score and a draw in every round (C.07 2026 16.4.2)</source>
        <translation>{0}; avversario fittizio: il minore fra il proprio punteggio e una patta in ogni turno (C.07 2026 16.4.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="622"/>
        <source>{0} × points scored {1}</source>
        <translation>{0} × punti ottenuti {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="652"/>
        <source>opponent&apos;s Fore Buchholz (uncut)</source>
        <translation>Fore Buchholz dell&apos;avversario (senza tagli)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="653"/>
        <source>opponent&apos;s Buchholz (uncut)</source>
        <translation>Buchholz dell&apos;avversario (senza tagli)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="657"/>
        <source>undefined: no game played over the board (C.07 8.2)</source>
        <translation>non definito: nessuna partita giocata sulla scacchiera (C.07 8.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="681"/>
        <source>Koya limit {0}: half the maximum possible score (C.07 9.2), moved by {1} half-points</source>
        <translation>limite Koya {0}: metà del punteggio massimo possibile (C.07 9.2), spostato di {1} mezzi punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="684"/>
        <source>Koya limit {0}: half the maximum possible score (C.07 9.2)</source>
        <translation>limite Koya {0}: metà del punteggio massimo possibile (C.07 9.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="686"/>
        <source>opponent scored less than the Koya limit</source>
        <translation>l&apos;avversario ha totalizzato meno del limite Koya</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="752"/>
        <source>undefined: no game played over the board (C.07 10)</source>
        <translation>non definito: nessuna partita giocata sulla scacchiera (C.07 10)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="764"/>
        <source>opponent&apos;s rating</source>
        <translation>rating dell&apos;avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="843"/>
        <source>opponent&apos;s {0}</source>
        <translation>{0} dell&apos;avversario</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="844"/>
        <source>the opponent&apos;s {0} is undefined</source>
        <translation>il valore {0} dell&apos;avversario non è definito</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="849"/>
        <source>undefined: no opponent met over the board has a {0} (C.07 10)</source>
        <translation>non definito: nessun avversario incontrato sulla scacchiera ha un valore {0} (C.07 10)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="944"/>
        <source>no other participant has the same points and earlier tie-breaks: DE does not apply (rank 1)</source>
        <translation>nessun altro partecipante ha gli stessi punti e gli stessi spareggi precedenti: lo scontro diretto (DE) non si applica (posizione 1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="947"/>
        <source>the games among the tied participants separate nobody (C.07 6)</source>
        <translation>le partite fra i partecipanti a pari merito non separano nessuno (C.07 6)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreaks.py" line="951"/>
        <source>not all of them met: a participant ranks ahead only if no result of the missing games could catch him (C.07 6)</source>
        <translation>non si sono incontrati tutti: un partecipante precede solo se nessun risultato delle partite mancanti potrebbe raggiungerlo (C.07 6)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="28"/>
        <source>equal on points and on every tie-break of the list: the place is shared. C.07 4.2: when the list is exhausted, lots are drawn; the regulations may instead provide a play-off or a shared prize (C.07 2.1)</source>
        <translation>pari per punti e per ogni spareggio della lista: la posizione è condivisa. C.07 4.2: esaurita la lista, si procede al sorteggio; il regolamento può invece prevedere uno spareggio giocato o un premio diviso (C.07 2.1)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="32"/>
        <source>undefined</source>
        <translation>non definito</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="79"/>
        <source>order inside the tied group: {0}; rank {1}</source>
        <translation>ordine nel gruppo a pari merito: {0}; posizione {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="85"/>
        <source>nothing counts: {0}</source>
        <translation>nulla conta: {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="90"/>
        <source>({0}) / {1} = {2}, rounded half up to two decimals: {3}</source>
        <translation>({0}) / {1} = {2}, arrotondato a due decimali (mezzo per eccesso): {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="92"/>
        <source>({0}) / {1} = {2}, rounded half up to a whole number: {3}</source>
        <translation>({0}) / {1} = {2}, arrotondato all&apos;intero (mezzo per eccesso): {3}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="98"/>
        <source>ARO ({0}) / {1} = {2}; score {3} of {4} = {5}%, dp {6} (B.02 8.1.a); {2} + {6} = {7}</source>
        <translation>ARO ({0}) / {1} = {2}; punteggio {3} su {4} = {5}%, dp {6} (B.02 8.1.a); {2} + {6} = {7}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="102"/>
        <source>the lowest rating whose expected scores (B.02 8.1.b) against {0} reach {1}: {2}</source>
        <translation>il rating più basso i cui punteggi attesi (B.02 8.1.b) contro {0} raggiungono {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="115"/>
        <source>{0} of {1}: {2}</source>
        <translation>{0} di {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="118"/>
        <source>tied group (same points and earlier tie-breaks): {0}</source>
        <translation>gruppo a pari merito (stessi punti e stessi spareggi precedenti): {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="122"/>
        <source>vs {0}</source>
        <translation>contro {0}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="189"/>
        <source>{0}: tie-breaks after round {1}</source>
        <translation>{0}: spareggi dopo il turno {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="191"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="211"/>
        <source>Why is {0} (rank {1}) above {2} (rank {3})?</source>
        <translation>Perché {0} (posizione {1}) precede {2} (posizione {3})?</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="214"/>
        <source>points: {0} against {1} (C.07 4.2: points first)</source>
        <translation>punti: {0} contro {1} (C.07 4.2: prima i punti)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="221"/>
        <source>equal on points ({0}) and on {1}</source>
        <translation>pari per punti ({0}) e per {1}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="223"/>
        <source>equal on points ({0})</source>
        <translation>pari per punti ({0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="224"/>
        <source>{0} separates them (lower ranks first; an undefined value ranks last, C.07 4.2): {1} against {2}</source>
        <translation>{0} li separa (il valore più basso precede; un valore non definito è ultimo, C.07 4.2): {1} contro {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="226"/>
        <source>{0} separates them (higher ranks first; an undefined value ranks last, C.07 4.2): {1} against {2}</source>
        <translation>{0} li separa (il valore più alto precede; un valore non definito è ultimo, C.07 4.2): {1} contro {2}</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="237"/>
        <source>Equal on points ({0}) and on {1}: the drawing of lots recorded with seed {2} put {3} first (C.07 4.2)</source>
        <translation>Pari per punti ({0}) e per {1}: il sorteggio registrato con il seme {2} ha messo primo {3} (C.07 4.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="240"/>
        <source>Equal on points ({0}): the drawing of lots recorded with seed {1} put {2} first (C.07 4.2)</source>
        <translation>Pari per punti ({0}): il sorteggio registrato con il seme {1} ha messo primo {2} (C.07 4.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="244"/>
        <source>Equal on points ({0}) and on {1}: listed by pairing number only.</source>
        <translation>Pari per punti ({0}) e per {1}: elencati solo per numero di abbinamento.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="246"/>
        <source>Equal on points ({0}): listed by pairing number only.</source>
        <translation>Pari per punti ({0}): elencati solo per numero di abbinamento.</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/tiebreak_explain.py" line="263"/>
        <source>{0}. {1}: {2} points</source>
        <translation>{0}. {1}: {2} punti</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/standings.py" line="203"/>
        <source>entered by the arbiter (a play-off or another external value)</source>
        <translation>inserito dall&apos;arbitro (uno spareggio giocato o un altro valore esterno)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/standings.py" line="206"/>
        <source>undefined: no value entered</source>
        <translation>non definito: nessun valore inserito</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/standings.py" line="99"/>
        <source>opponent&apos;s score × own result ({0})</source>
        <translation>punteggio dell&apos;avversario × proprio risultato ({0})</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/standings.py" line="104"/>
        <source>forfeited match</source>
        <translation>incontro perso a forfait</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/standings.py" line="105"/>
        <source>a forfeited match was not played (C.07 13.2)</source>
        <translation>un incontro a forfait non è stato giocato (C.07 13.2)</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/standings.py" line="118"/>
        <source>game points</source>
        <translation>punti partita</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/standings.py" line="122"/>
        <source>match points</source>
        <translation>punti incontro</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/tournament/team/standings.py" line="141"/>
        <source>board {0} × game points</source>
        <translation>scacchiera {0} × punti partita</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="59"/>
        <source>Confirm again</source>
        <translation>Conferma di nuovo</translation>
    </message>
    <message>
        <location filename="../../arbiter_gui/ui/warnings.py" line="60"/>
        <source>This cannot be undone by any setting: {0}. Are you sure?</source>
        <translation>Nessuna impostazione potrà annullarlo: {0}. Confermi?</translation>
    </message>
</context>
</TS>
