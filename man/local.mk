## man/: one page per tool.

man_MANS = man/id.1 man/chcon.1
EXTRA_DIST += $(man_MANS)
