## tests/unit
