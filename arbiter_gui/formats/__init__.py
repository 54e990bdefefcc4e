"""File formats: TRF-2026, TRF16 / TRF(x) read and write."""
