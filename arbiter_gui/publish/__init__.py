"""Publishing a tournament on the web, without Qt: the static site of File > Publish (``site``) and
the hall screen's read-only web server (``hall``), both from the pages of ``pages``."""
