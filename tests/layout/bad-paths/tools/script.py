"""A script whose docstring names docs/gone.md (4) and docs/guide.md."""
PATHS = ["src/in_a_string.py", 'src/in_another_string.py']  # a comment naming src/here.cpp
