"""The one exception an engine lets escape."""


class IllegalAction(Exception):
    """An action, option or seat the rules do not allow.

    Its message is shown to the player as it is: it says in plain words why the action was
    refused and, where it helps, what the player may do instead.
    """
