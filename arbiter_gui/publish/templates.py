"""The Jinja2 templates of the web pages (``pages.renderer`` loads them) and their style sheet.

Kept as Python strings so that they travel with the package (wheel, stand-alone app) like any
module. Plain HTML and CSS: no script, no font or image from elsewhere, readable on a phone (narrow
screens hide the optional columns, wide tables scroll sideways) and on a 1080p screen; the hall's
television pages (``body.tv``) use type sized to the screen's height."""
from __future__ import annotations

__all__ = ["STYLE", "TEMPLATES"]

STYLE = """\
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; margin: 0;
       color: #1b1b1b; background: #f7f8fa; line-height: 1.35; font-size: 16px; }
header { background: #23395d; color: #fff; padding: .6rem 1rem; }
header a { color: #fff; text-decoration: none; font-weight: 600; font-size: 1.2rem; }
header .sub { display: block; font-size: .85rem; opacity: .9; }
nav { background: #e3e9f2; padding: .45rem 1rem; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; }
nav a { color: #1d3a6b; }
main { padding: .5rem 1rem 1rem; max-width: 1400px; margin: 0 auto; }
h1 { font-size: 1.4rem; margin: .5rem 0 .6rem; }
h2 { font-size: 1.15rem; margin: 1rem 0 .4rem; }
p.note { color: #444; font-size: .9rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { padding: .3rem .45rem; border-bottom: 1px solid #dde1e6; text-align: left; vertical-align: top; }
th { background: #eef1f5; font-weight: 600; white-space: nowrap; }
th.n, td.n { text-align: right; }
th.c, td.c { text-align: center; }
tbody tr:nth-child(even) { background: #f5f7f9; }
.tpn { color: #666; font-size: .85em; }
.res { font-weight: 700; white-space: nowrap; text-align: center; }
.cross td, .cross th { white-space: nowrap; }
ul.links { padding-left: 1.2rem; }
ul.links li { margin: .25rem 0; }
pre.why { white-space: pre-wrap; font-size: .85rem; background: #fff; padding: .6rem; border: 1px solid #dde1e6; }
form.find input { font-size: 1.1rem; padding: .45rem; }
form.find input[type=search] { width: min(100%, 22rem); }
.found { background: #fff; border: 1px solid #c9d2de; border-radius: 6px; padding: .6rem .8rem; margin: .6rem 0; }
.found .where { font-size: 1.5rem; font-weight: 700; }
footer { color: #666; font-size: .8rem; padding: .5rem 1rem 1rem; text-align: center; }
@media (max-width: 640px) {
  body { font-size: 15px; }
  .opt { display: none; }
  main { padding: .3rem .4rem .8rem; }
  th, td { padding: .25rem .3rem; }
}
body.tv { font-size: 2.45vh; background: #fff; }
body.tv header a { font-size: 1.1em; }
body.tv main { max-width: none; padding-top: 0; }
body.tv h1 { font-size: 1.3em; margin: .3em 0; }
body.tv th, body.tv td { padding: .12em .4em; }
body.tv nav { display: none; }
"""

_BASE = """\
<!DOCTYPE html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{% if page.refresh %}
<meta http-equiv="refresh" content="{{ page.refresh }}{% if page.next_url %}; url={{ page.next_url }}{% endif %}">
{% endif %}
<title>{{ title }} · {{ page.event }}</title>
<link rel="stylesheet" href="{{ page.css }}">
</head>
<body{% if page.tv %} class="tv"{% endif %}>
<header><a href="{{ page.nav[0][0] }}">{{ page.event }}</a><span class="sub">{{ page.subtitle }}</span></header>
<nav>{% for href, label in page.nav %}<a href="{{ href }}">{{ label }}</a>{% endfor %}</nav>
<main>
<h1>{{ title }}{% if pager %} <span class="tpn">({{ pager }})</span>{% endif %}</h1>
{% block main %}{% endblock %}
</main>
<footer>{% if page.refresh %}{{ L.hall_note }} {% endif %}{{ stamp }}</footer>
</body>
</html>
"""

_MACROS = """\
{% macro person(p, page) -%}
{% if page.player_href %}<a href="{{ page.player_href.format(p.tpn) }}">{{ p.name }}</a>{% else %}{{ p.name }}{% endif %}
 <span class="tpn">({{ p.tpn }})</span>
{%- endmacro %}
"""

_INDEX = """\
{% extends "base.html" %}
{% block main %}
{% if rounds %}
<h2>{{ L.rounds }}</h2>
<ul class="links">
{% for number, date in rounds %}
<li><a href="{{ page.round_href.format(number) }}">{{ L.round_n.format(number) }}</a>{% if date %} <span class="tpn">{{ date }}</span>{% endif %}</li>
{% endfor %}
</ul>
<ul class="links">
<li><a href="standings.html">{{ L.standings }}</a></li>
{% if crosstable %}<li><a href="crosstable.html">{{ L.crosstable }}</a></li>{% endif %}
<li><a href="players.html">{{ L.players }}</a></li>
</ul>
{% else %}
<p>{{ L.no_round }}</p>
<ul class="links"><li><a href="players.html">{{ L.players }}</a></li></ul>
{% endif %}
{% endblock %}
"""

_ROUND = """\
{% extends "base.html" %}
{% from "macros.html" import person %}
{% block main %}
{% if date and not page.tv %}<p class="note">{{ date }}</p>{% endif %}
<div class="scroll"><table>
<thead><tr><th class="n">{{ L.board }}</th><th>{{ L.white }}</th><th class="n opt">{{ L.rating }}</th>
<th class="c">{{ L.points }}</th><th class="c">{{ L.result }}</th><th class="c">{{ L.points }}</th>
<th>{{ L.black }}</th><th class="n opt">{{ L.rating }}</th></tr></thead>
<tbody>
{% for b in boards %}
<tr id="board-{{ b.number }}"><td class="n">{{ b.number }}</td><td>{{ person(b.white, page) }}</td><td class="n opt">{{ b.white.rating }}</td>
<td class="c">{{ b.white.points }}</td><td class="res">{{ b.result }}</td><td class="c">{{ b.black.points }}</td>
<td>{{ person(b.black, page) }}</td><td class="n opt">{{ b.black.rating }}</td></tr>
{% endfor %}
</tbody></table></div>
{% if byes %}
<h2>{{ L.not_paired }}</h2>
<div class="scroll"><table>
<thead><tr><th>{{ L.player }}</th><th class="c">{{ L.points }}</th><th></th><th class="c">{{ L.score }}</th></tr></thead>
<tbody>
{% for bye in byes %}
<tr><td>{{ person(bye.player, page) }}</td><td class="c">{{ bye.player.points }}</td><td>{{ bye.what }}</td><td class="c">{{ bye.scores }}</td></tr>
{% endfor %}
</tbody></table></div>
{% endif %}
{% if missing and not page.tv %}<p class="note">{{ L.missing.format(missing) }}</p>{% endif %}
{% if explanation %}<p><a href="{{ explanation }}">{{ L.explanation }}</a></p>{% endif %}
{% endblock %}
"""

_STANDINGS = """\
{% extends "base.html" %}
{% from "macros.html" import person %}
{% block main %}
{% if not page.tv %}<p class="note">{{ rules }}{% if missing %} · {{ L.missing.format(missing) }}{% endif %}</p>{% endif %}
<div class="scroll"><table>
<thead><tr><th class="n">{{ L.rank }}</th><th>{{ L.player }}</th><th class="opt">{{ L.federation }}</th>
<th class="n opt">{{ L.rating }}</th><th class="c">{{ points_label }}</th>
{% for code in codes %}<th class="n{% if not loop.first %} opt{% endif %}">{{ code }}</th>{% endfor %}</tr></thead>
<tbody>
{% for row in rows %}
<tr><td class="n">{{ row.rank }}</td><td>{{ person(row.player, page) }}{% if row.withdrawn %} ({{ row.withdrawn }}){% endif %}</td>
<td class="opt">{{ row.federation }}</td><td class="n opt">{{ row.player.rating }}</td><td class="c"><b>{{ row.player.points }}</b></td>
{% for value in row.tiebreaks %}<td class="n{% if not loop.first %} opt{% endif %}">{% if page.player_href and linked %}<a href="{{ page.player_href.format(row.player.tpn) }}#tb-{{ loop.index }}">{{ value }}</a>{% else %}{{ value }}{% endif %}</td>{% endfor %}</tr>
{% endfor %}
</tbody></table></div>
{% endblock %}
"""

_CROSSTABLE = """\
{% extends "base.html" %}
{% block main %}
<p class="note">{{ rules }}</p>
<div class="scroll"><table class="cross">
<thead><tr><th class="n">#</th><th class="n">{{ L.rank }}</th><th>{{ L.player }}</th><th>{{ L.federation }}</th>
<th class="n">{{ L.rating }}</th>{% for r in rounds %}<th class="c">{{ r }}</th>{% endfor %}
<th class="c">{{ L.points }}</th>{% for code in codes %}<th class="n">{{ code }}</th>{% endfor %}</tr></thead>
<tbody>
{% for row in rows %}
<tr><td class="n">{{ row.line }}</td><td class="n">{{ row.rank }}</td>
<td><a href="{{ page.player_href.format(row.tpn) }}">{{ row.name }}</a></td><td>{{ row.federation }}</td>
<td class="n">{{ row.rating }}</td>{% for cell in row.cells %}<td class="c">{{ cell }}</td>{% endfor %}
<td class="c"><b>{{ row.points }}</b></td>{% for value in row.tiebreaks %}<td class="n">{{ value }}</td>{% endfor %}</tr>
{% endfor %}
</tbody></table></div>
{% endblock %}
"""

_PLAYERS = """\
{% extends "base.html" %}
{% from "macros.html" import person %}
{% block main %}
<div class="scroll"><table>
<thead><tr><th>{{ L.player }}</th><th class="opt">{{ L.federation }}</th><th class="n">{{ L.rating }}</th>
<th class="c">{{ L.points }}</th></tr></thead>
<tbody>
{% for p in players %}
<tr><td>{{ person(p, page) }}</td><td class="opt">{{ federations[p.tpn] }}</td><td class="n">{{ p.rating }}</td>
<td class="c">{{ p.points }}</td></tr>
{% endfor %}
</tbody></table></div>
{% endblock %}
"""

_CARD = """\
{% extends "base.html" %}
{% from "macros.html" import person %}
{% block main %}
<p>{{ federation }}{% if player.rating %} · {{ L.rating }} {{ player.rating }}{% endif %}{% if fide_id %} · {{ L.fide_id }} {{ fide_id }}{% endif %}{% if club %} · {{ club }}{% endif %}</p>
{% if placed %}<p><b>{{ placed }}</b></p>{% endif %}
<div class="scroll"><table>
<thead><tr><th class="n">#</th><th>{{ L.colour }}</th><th>{{ L.opponent }}</th><th class="n opt">{{ L.rating }}</th>
<th class="c">{{ L.result }}</th><th class="c">{{ L.score }}</th></tr></thead>
<tbody>
{% for r in rounds %}
<tr><td class="n"><a href="{{ page.round_href.format(r.round) }}">{{ r.round }}</a></td><td>{{ r.colour }}</td>
<td>{% if r.opponent %}{{ person(r.opponent, page) }}{% endif %}</td><td class="n opt">{% if r.opponent %}{{ r.opponent.rating }}{% endif %}</td>
<td class="res">{{ r.result }}</td><td class="c">{{ r.score }}</td></tr>
{% endfor %}
</tbody></table></div>
{% if tiebreaks %}<h2>{{ L.tiebreaks }}</h2>
{% for tb in tiebreaks %}<h3 id="tb-{{ loop.index }}">{{ tb.code }}: {{ tb.value }}</h3>
{% if tb.lines %}<pre class="why">{{ tb.lines|join("\n") }}</pre>{% endif %}
{% endfor %}{% endif %}
{% endblock %}
"""

_EXPLANATION = """\
{% extends "base.html" %}
{% block main %}
<p class="note">{{ L.explanation_note }}</p>
<pre class="why">{{ text }}</pre>
{% endblock %}
"""

_FIND = """\
{% extends "base.html" %}
{% from "macros.html" import person %}
{% block main %}
<form class="find" method="get" action="{{ action }}">
<label for="q">{{ L.find_prompt }}</label><br>
<input type="search" id="q" name="q" value="{{ query }}" autocomplete="off"> <input type="submit" value="{{ L.search }}">
</form>
{% if query %}
{% for f in found %}
<div class="found"><div>{{ person(f.player, page) }} · {{ f.player.points }}</div>
{% if f.board %}<div class="where">{{ L.your_board.format(f.board, f.colour, f.opponent.name) }}</div>
{% else %}<div class="where">{{ f.what }}</div>{% endif %}</div>
{% else %}
<p>{{ L.nobody.format(query) }}</p>
{% endfor %}
{% endif %}
{% endblock %}
"""

_PRIZES = """\
{% extends "base.html" %}
{% block main %}
<p class="note">{{ notes }}</p>
<div class="scroll"><table>
<thead><tr><th>{{ L.category }}</th><th class="n">{{ L.place }}</th><th>{{ L.winner }}</th>
<th class="c">{{ L.points }}</th><th class="n">{{ L.amount }}</th><th class="opt">{{ L.shared_with }}</th></tr></thead>
<tbody>
{% for line in lines %}
<tr><td>{{ line.category }}</td><td class="n">{{ line.place }}</td>
<td>{% if line.team %}{{ line.winner }}: {% for tpn in line.tpns %}<a href="{{ page.player_href.format(tpn) }}">{{ tpn }}</a>{% if not loop.last %}, {% endif %}{% endfor %}
{% else %}<a href="{{ page.player_href.format(line.tpns[0]) }}">{{ line.winner }}</a> <span class="tpn">({{ line.tpns[0] }})</span>{% endif %}</td>
<td class="c">{{ line.points }}</td><td class="n">{{ line.amount }}</td><td class="opt">{{ line.shared_with }}</td></tr>
{% endfor %}
</tbody></table></div>
{% if unawarded %}<p>{{ unawarded }}</p>{% endif %}
{% endblock %}
"""

TEMPLATES = {"base.html": _BASE, "macros.html": _MACROS, "index.html": _INDEX, "round.html": _ROUND,
             "standings.html": _STANDINGS, "crosstable.html": _CROSSTABLE, "players.html": _PLAYERS,
             "card.html": _CARD, "explanation.html": _EXPLANATION, "find.html": _FIND,
             "prizes.html": _PRIZES}
