"""Printable documents, built once as rich text and printed or saved as PDF through Qt."""
