## policy/: the targeted policy
