"""``python -m bot``: see :mod:`bot.cli` for the commands."""

import sys

from .cli import main

sys.exit(main())
