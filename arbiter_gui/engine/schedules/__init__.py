"""Fixed schedules (C.05; seed 003 chapters 3-5): round robins by the Berger tables (``berger``,
C.05 Annex 1), the Varma tables and their restricted draw (``varma``, Annex 2), the reduced round
robin, pools with seeds, rotation tables, Scheveningen matches (two teams, triangular, more teams,
reduced), the Schiller system, Hutton and Hilton; ``catalogue`` names them, ``common`` holds what
they share."""
