"""Fixed schedules: round robins by the Berger tables (C.05 Annex 1)."""
