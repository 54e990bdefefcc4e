from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


@pytest.fixture
def data_dir() -> Path:
    return DATA


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The counts of the robustness tests (fuzz inputs, crashes, kills survived, edits lost)."""
    from tests.robustness_counts import summary_lines

    lines = summary_lines()
    if lines:
        terminalreporter.section("Robustness")
        for line in lines:
            terminalreporter.write_line(line)
