"""The Amalfi rating system (seed 003 8.3): an accelerated pairing rule of its own (pairing)."""
