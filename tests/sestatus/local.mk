## tests/sestatus
