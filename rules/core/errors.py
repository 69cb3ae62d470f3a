"""The one exception an engine lets escape."""


class IllegalAction(Exception):
    """An action, option or seat the rules do not allow.

    Its message is shown to the player as it is: it says in plain words why the action was
    refused and, where it helps, what the player may do instead.
    """


class WrongPlayerCount(IllegalAction):
    """Options (or a seat list) that do not fit this number of players, though they may fit
    another: a scenario for four played by three, a custom scenario of two seats, one
    handicap per seat. A lobby is checked at every player count it could reach before it
    starts, and such a refusal says less than one about the options themselves (see
    :meth:`bot.service.GameService.create`)."""
