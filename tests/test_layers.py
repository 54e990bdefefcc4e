"""The layers of ``arbiter_gui`` import one way only (../shared/design/LAYOUT.md, issue 22).

Every import statement of every module is read from its syntax tree: those at the top, in a
function, under ``if TYPE_CHECKING:`` or in a ``try``, absolute or relative. A module may import
its own layer and the layers listed for it below, nothing else of ours:

- ``engine``: ``text`` only (pure pairing logic over its own snapshot and result types; its reasons
  are translatable ``Text``);
- ``text`` (the domain's translatable words, no Qt): nothing; read by the layers that write words;
- ``tournament`` (the domain): ``engine``; never ``formats``: the domain builds the engine's
  snapshot from its own objects, the TRF is read and written only at the file's edge;
- ``store`` (SQLite): ``tournament``, ``engine`` (and ``text``: its refusals in the interface's language);
- ``reports`` (documents built once, printed or saved): ``tournament``, ``engine``, and
  ``manual`` (the user manual as a PDF);
- ``formats`` (TRF, CSV, rating lists, xlsx): ``tournament``, ``engine``, and ``reports``: the
  xlsx export writes the tables of ``reports.documents`` (one standings table for screen, print
  and spreadsheet), so the documents sit below the file formats and never import them;
- ``publish`` (the web site and the hall screen, no Qt): ``tournament``, ``engine``, the words of
  ``reports.texts`` and the atomic writes of ``formats``;
- the command lines: ``checker`` and ``generator`` read and write TRF (``formats``) around the
  ``engine``, and rank their standings through ``tournament``; ``cli`` adds both;
  ``tiebreak_cli`` the standings of ``tournament`` and the options of ``cli``;
- ``ui``: every layer above except the entry points (``app``, ``__main__``, ``desktop``, the command lines);
- ``app``: ``ui`` and ``crash_log``; ``__main__`` and ``desktop`` (the ``arbiter`` command): ``app``;
  ``manual`` and ``crash_log``: nothing;
- the package itself (``arbiter_gui/__init__.py``, the version): imports nothing, read by any layer.

Qt (PySide6) is imported only by ``ui``, ``reports`` (print support), ``app`` and ``crash_log``.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[1] / "arbiter_gui"

ALLOWED: dict[str, frozenset[str]] = {
    "engine": frozenset({"text"}),
    "text": frozenset(),
    "tournament": frozenset({"engine", "text"}),
    "store": frozenset({"tournament", "engine", "text"}),
    "reports": frozenset({"tournament", "engine", "manual", "text"}),
    "formats": frozenset({"tournament", "engine", "reports", "text"}),
    "publish": frozenset({"tournament", "engine", "reports", "formats", "text"}),
    "checker": frozenset({"engine", "formats", "tournament"}),
    "generator": frozenset({"engine", "formats", "tournament"}),
    "cli": frozenset({"engine", "formats", "checker", "generator"}),
    "tiebreak_cli": frozenset({"cli", "formats", "tournament"}),
    "ui": frozenset({"engine", "tournament", "store", "formats", "reports", "publish", "manual", "crash_log",
                     "text"}),
    "app": frozenset({"ui", "crash_log"}),
    "__main__": frozenset({"app"}),
    "desktop": frozenset({"app"}),
    "manual": frozenset(),
    "crash_log": frozenset(),
    "__init__": frozenset(),
}
QT_LAYERS = frozenset({"ui", "reports", "app", "crash_log"})


def layer_of(module: str) -> str:
    """``arbiter_gui.tournament.model`` -> ``tournament``; ``arbiter_gui.cli`` -> ``cli``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def module_name(path: Path) -> tuple[str, str]:
    """The module's dotted name and the package its relative imports start from."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
        return ".".join(parts), ".".join(parts)
    return ".".join(parts), ".".join(parts[:-1])


def is_module(name: str) -> bool:
    return (PACKAGE / f"{name}.py").exists() or (PACKAGE / name).is_dir()


def imports_in(source: str, package: str) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in ``source``, a module of ``package``;
    ``from .. import x`` gives ``arbiter_gui.x`` (x may be a module)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target == PACKAGE.name:  # ``from .. import manual``: the names that are modules
                found += [(node.lineno, f"{target}.{alias.name}" if is_module(alias.name) else target)
                          for alias in node.names]
            else:
                found.append((node.lineno, target))
    return found


def imported_modules(path: Path) -> list[tuple[int, str]]:
    return imports_in(path.read_text(encoding="utf-8"), module_name(path)[1])


MODULES = sorted(PACKAGE.rglob("*.py"))


def test_every_layer_has_a_rule() -> None:
    layers = {layer_of(module_name(path)[0]) for path in MODULES}
    assert layers <= set(ALLOWED), f"layers without a rule in ALLOWED: {sorted(layers - set(ALLOWED))}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_imports_go_down_the_layers(path: Path) -> None:
    layer = layer_of(module_name(path)[0])
    wrong = [f"{path.relative_to(PACKAGE.parent)}:{line}: {layer} imports {target}"
             for line, target in imported_modules(path)
             if target.split(".")[0] == PACKAGE.name and layer_of(target) not in {layer, "__init__"}
             and layer_of(target) not in ALLOWED[layer]]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_qt_only_where_it_is_shown_or_printed(path: Path) -> None:
    layer = layer_of(module_name(path)[0])
    if layer in QT_LAYERS:
        return
    qt = [f"{path.relative_to(PACKAGE.parent)}:{line}: {target}" for line, target in imported_modules(path)
          if target.split(".")[0] == "PySide6"]
    assert not qt, "\n".join(qt)


def test_the_reader_sees_every_kind_of_import() -> None:
    """Function-level, TYPE_CHECKING, relative and package-level imports are all found."""
    source = """
from typing import TYPE_CHECKING
from ..engine.snapshot import Colour
if TYPE_CHECKING:
    from ..formats.trf import TrfFile
def f():
    from ...arbiter_gui import ui
    import arbiter_gui.store.rows
try:
    from .. import manual, __version__
except ImportError:
    pass
"""
    found = {target for _, target in imports_in(source, "arbiter_gui.tournament")}
    assert found == {"typing", "arbiter_gui.engine.snapshot", "arbiter_gui.formats.trf", "arbiter_gui.store.rows",
                     "arbiter_gui.manual", "arbiter_gui.ui", "arbiter_gui"}, found
