"""``arbiter-pair``'s output files behave as an ordinary command-line tool's, and ``--explain``
either writes both files or nothing (issue 16)."""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from arbiter_gui import cli

DATA = Path(__file__).parents[1] / "data" / "conformance" / "peer-tests" / "py4swiss-bad-input"
SOURCE = DATA / "comments.trf"
ROOT = Path(__file__).parents[2]
POSIX = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes, FIFOs and /dev/stdout")


def round_one(path: Path, players: int) -> Path:
    """A round-1 TRF of ``players`` players, all in one bracket."""
    lines = ["012 Large round one", "142 5", "152 B"]
    lines += [f"001 {i:4d}      Player {i:04d}{'':23}{2800 - i:4d}{'':29}0.0" for i in range(1, players + 1)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def pair(*extra: str, source: Path = SOURCE) -> int:
    return cli.main(["--dutch", str(source), *extra])


# ---------------------------------------------------------------- --explain


@pytest.mark.parametrize("suffix", [".txt", ".json"])
def test_explanation_of_a_266_player_bracket(suffix: str, tmp_path: Path) -> None:
    """A round-1 bracket of 266 players has more candidates than a float holds (OverflowError before)."""
    source = round_one(tmp_path / "large.trf", 270)
    out, why = tmp_path / "out.txt", tmp_path / f"why{suffix}"
    assert pair("-p", str(out), "--explain", str(why), source=source) == 0
    assert out.read_text().split()[0] == "135"
    if suffix == ".txt":
        assert "of about 2.5e+310 in the sequence" in why.read_text()
    else:
        length = json.loads(why.read_text())["brackets"][0]["candidate"]["sequence_length"]
        assert length > 10**310


def test_explanation_numbers_longer_than_python_converts_by_default() -> None:
    """Past about 2,700 players the sequence length has more than 4,300 digits: still written exactly."""
    from arbiter_gui.engine.explain import _count, to_json
    from arbiter_gui.engine.result import BracketRecord, RoundPairing

    huge = 10**5000 + 1
    assert _count(huge) == "about 1.0e+5000" and _count(10**9) == "about 1.0e+9" and _count(999) == "999"
    record = BracketRecord(score=0, residents=[1, 2], mdps=[], max_pairs=1, m1=0, s1=[1], s2=[2], limbo=[],
                           pairs=[(1, 2)], downfloaters=[], criteria={}, perfect=True,
                           candidate={"sequence_length": huge})
    pairing = RoundPairing(system="dutch", round=1, boards=[], bye=None, brackets=[record])
    limit = sys.get_int_max_str_digits()
    text = to_json(pairing)
    assert sys.get_int_max_str_digits() == limit  # restored
    assert ('"sequence_length": 1' + "0" * 4999 + "1") in text


def test_unwritable_explanation_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.txt"
    assert pair("-p", str(out), "--explain", str(tmp_path / "no-such-dir" / "why.txt")) == 5
    assert not out.exists()
    assert "no-such-dir/why.txt" in capsys.readouterr().err


def test_unwritable_explanation_prints_no_pairing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert pair("-p", "--explain", str(tmp_path / "no-such-dir" / "why.json")) == 5
    assert capsys.readouterr().out == ""


def test_failing_explanation_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from arbiter_gui.engine import explain

    def broken(_: object) -> str:
        raise OverflowError("simulated")

    monkeypatch.setattr(explain, "to_text", broken)
    out, why = tmp_path / "out.txt", tmp_path / "why.txt"
    out.write_text("previous\n")
    assert pair("-p", str(out), "--explain", str(why)) == 2
    assert out.read_text() == "previous\n" and not why.exists()
    assert pair("-p", "--explain", str(why)) == 2
    assert capsys.readouterr().out == ""
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]  # no temporary file left


# ---------------------------------------------------------------- output files


@POSIX
def test_write_protected_output_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.txt"
    out.write_text("kept\n")
    out.chmod(0o444)
    assert pair("-p", str(out)) == 5
    assert out.read_text() == "kept\n"
    err = capsys.readouterr().err
    assert str(out) in err and "write-protected" in err and ".tmp" not in err
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


@POSIX
def test_read_only_folder_names_the_requested_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from arbiter_gui.formats import atomic

    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):  # the superuser writes in any folder: the refusal is simulated
        def refused(target: str, _: object) -> tuple[int, str]:
            raise PermissionError(13, "Permission denied", os.path.join(os.path.dirname(target), ".arbiter-1-0.tmp"))
        monkeypatch.setattr(atomic, "_new_file_beside", refused)
    try:
        assert pair("-p", str(folder / "out.txt")) == 5
    finally:
        folder.chmod(0o755)
    err = capsys.readouterr().err
    assert str(folder / "out.txt") in err and ".arbiter-" not in err
    assert list(folder.iterdir()) == []


def test_errors_name_the_requested_path_not_the_temporary(tmp_path: Path) -> None:
    from arbiter_gui.formats.atomic import write_atomically

    def fails(temporary: str) -> None:
        raise OSError(28, "No space left on device", temporary)

    target = tmp_path / "out.txt"
    with pytest.raises(OSError) as caught:
        write_atomically(target, fails)
    assert caught.value.filename == str(target) and caught.value.errno == 28
    assert list(tmp_path.iterdir()) == []


def test_output_that_is_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert pair("-p", str(tmp_path)) == 5
    assert str(tmp_path) in capsys.readouterr().err


@POSIX
def test_symlink_is_followed(tmp_path: Path) -> None:
    real = tmp_path / "real" / "out.txt"
    real.parent.mkdir()
    real.write_text("old\n")
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    assert pair("-p", str(link)) == 0
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text().split()[0].isdigit()
    assert sorted(p.name for p in real.parent.iterdir()) == ["out.txt"]


@POSIX
def test_dangling_symlink_creates_its_target(tmp_path: Path) -> None:
    link = tmp_path / "link.txt"
    link.symlink_to(tmp_path / "target.txt")
    assert pair("-p", str(link)) == 0
    assert link.is_symlink() and (tmp_path / "target.txt").read_text().split()[0].isdigit()


@POSIX
def test_fifo_is_written_to(tmp_path: Path) -> None:
    fifo = tmp_path / "pairs.fifo"
    os.mkfifo(fifo)
    received: list[str] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()))
    reader.start()
    assert pair("-p", str(fifo)) == 0
    reader.join(10)
    assert received and received[0].split()[0].isdigit()
    assert stat.S_ISFIFO(fifo.stat().st_mode)


@POSIX
def test_character_device_is_written_to() -> None:
    assert pair("-p", "/dev/null") == 0
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="Linux's full device")
def test_a_device_that_fails_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert pair("-p", "/dev/full") == 5
    err = capsys.readouterr().err  # after the warning about the source's comment line
    assert err.endswith("line 1: comment lines skipped\narbiter-pair: /dev/full: No space left on device\n"), err


@POSIX
@pytest.mark.parametrize("redirected", [False, True])
def test_dev_stdout(redirected: bool, tmp_path: Path) -> None:
    """``-p /dev/stdout`` writes to the standard output, a pipe or a file the shell opened."""
    argv = [sys.executable, "-m", "arbiter_gui.cli", "--dutch", str(SOURCE), "-p", "/dev/stdout"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if redirected:
        target = tmp_path / "redirected.txt"
        with open(target, "w") as out:
            done = subprocess.run(argv, stdout=out, env=env, timeout=60)
            inode = os.fstat(out.fileno()).st_ino
        assert done.returncode == 0
        assert target.stat().st_ino == inode  # written through the shell's file, not replaced
        assert target.read_text().split()[0].isdigit()
    else:
        done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=60)
        assert done.returncode == 0, done.stderr
        assert done.stdout.split()[0].isdigit()


@POSIX
def test_new_file_gets_the_usual_mode(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        assert pair("-p", str(tmp_path / "out.txt")) == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "out.txt").stat().st_mode) == 0o640


@POSIX
def test_existing_file_keeps_its_mode(tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    out.write_text("old\n")
    out.chmod(0o664)
    assert pair("-p", str(out), "--explain", str(tmp_path / "why.txt")) == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o664
    assert out.read_text().split()[0].isdigit()
