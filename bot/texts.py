"""The bot's own sentences, in English, French and German: one catalogue of message keys with
parameters (:class:`rules.core.text.Catalogue`), like the games' events.

Two kinds of sentence live here: the lines every move posts in a game's thread (who the game
waits on, whose turn it is, the start of a game, a seat taken), said in the game's language;
and the refusals of the game service (:class:`Said` errors: not your turn, not the host, game
not started…), said in the language of whoever is refused (the Discord interaction's locale).
A refusal that carries an engine's text (an illegal move) is that text in every language."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, Self

from rules.core.text import Catalogue

from .command_texts import COMMAND_TEXTS, MOVE_TEXTS

#: key -> template, by language.
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "waiting": "Waiting for {names:list}.",
        "nobody": "nobody",
        "waiting_for": "Waiting for: {who}",
        "your_turn": "Your turn: {who}",
        "game_over_for": "Thanks for playing, {who}!",
        "starts": "{title} #{game} starts with {names:list}.",
        "joined": "{name} joined game #{game} ({count}/{seats} seats).",
        # refusals of the game service
        "game_changed": "The game changed while you were acting; look again and retry.",
        "unknown_kind": "Unknown game {kind}. Known games: {known}.",
        "no_game": "There is no game #{game}.",
        "not_started": "Game #{game} has not started yet.",
        "no_seat": "You have no seat in game #{game}.",
        "bad_options": "Bad options for {title}.",
        "cannot_join": "Game #{game} is {status:name:status}; it can no longer be joined.",
        "already_seated": "You already have a seat in game #{game}.",
        "full": "Game #{game} is full ({count} players).",
        "cannot_leave": "Game #{game} is {status:name:status}; seats can only be left in the "
        "lobby. Ask the host to abort the game instead.",
        "cannot_start": "Game #{game} is {status:name:status}; it cannot be started.",
        "host_starts": "Only the host can start the game.",
        "bad_seed": "The seed must be a whole number from 0 to 2^63−1.",
        "not_your_seat": "Seat {seat} of game #{game} is not yours.",
        "no_more_moves": "Game #{game} is {status:name:status}; no more moves can be made.",
        "not_your_turn": "It is not your turn. The game is waiting for {names}.",
        "which_seat": "The game waits on several of your seats ({names}); say which seat acts.",
        "no_move_to_undo": "There is no move to undo.",
        "cannot_undo": "Game #{game} is {status:name:status}; moves can no longer be undone.",
        "undo_pending": "An undo request is already waiting for answers.",
        "undo_irreversible": "The last move cannot be undone: it rolled dice, drew at random "
        "or revealed hidden information.",
        "no_undo_request": "There is no undo request waiting for an answer.",
        "own_undo": "You asked for this undo; the other players answer it.",
        "undo_outdated": "That undo request is out of date: another move was made.",
        "no_earlier": "There is no earlier position to return to.",
        "abort_rights": "Only the host or a server admin can abort the game.",
        "already_over": "Game #{game} is already {status:name:status}.",
        "replace_rights": "Only the host or a server admin can replace a player.",
        "replace_running": "Players can only be replaced in a running game.",
        "no_such_seat": "There is no seat {seat} in game #{game}.",
        "already_plays": "That user already plays in this game.",
        "no_standing": "{title} has no standing answer for {kind}; its questions: {known}.",
        "standing_choices": "For {question}, answer one of: {choices}.",
        "log_numbers": "The log's offset and limit must be whole numbers.",
        "settings_host": "Only the host can change the game's settings.",
        "export_running": "Game #{game} is still running. Its record holds the seed, which "
        "decides every hidden card and draw, so it can be exported once the game is over.",
        # refusals of the settings
        "bad_zone": "{zone} is not a time zone I know; write it like Europe/Paris or "
        "America/New_York.",
        "vacation_seat": "You have no seat in that game.",
        "vacation_running": "Vacations are for games being played.",
        "vacation_days": "A vacation in this game lasts 0 to {days} days.",
        "quiet_hours": "Quiet hours are whole hours from 0 to 23.",
        # refusals of the prompts' buttons and menus
        "damaged_button": "That button is damaged; use the latest prompt.",
        "damaged_choice": "That choice is damaged; use the latest prompt.",
        "pick_move": "Pick one move from the menu.",
        "pick_answer": "Pick one answer from the menu.",
        "answer_gone": "That answer is no longer on offer; use the latest prompt.",
        "not_whole": "{text} is not a whole number.",
        "out_of_range": "{value} is not between {low} and {high}.",
        "prompt_expired": "That prompt has expired; use the latest one.",
        "move_gone": "That move is no longer on offer; use the latest message.",
        # refusals of bad arguments (what a caller other than Discord may send)
        "bad_user_id": "A user id must be a whole number from 0 to 2^63−1, not {value}.",
        "bad_seat": "A seat must be a whole number, not {value}.",
        "bad_discord_id": "A {what:name:what} id must be a whole number from 0 to 2^63−1, "
        "not {value}.",
        "bad_version": "A game version must be a whole number, not {value}.",
        "not_flag": "{what:name:what} must be True or False, not {value}.",
        "not_text": "{what:name:what} must be text, not {value}.",
        "too_long": "{what:name:what} is too long ({length} characters; at most {limit}).",
        "surrogate": "{what:name:what} holds a character that cannot be stored (a lone surrogate).",
        "bad_user": "A player must be given with an id and a name, not {value}.",
        "empty_name": "A player's name must not be empty.",
        "too_many": "{what:name:what} holds too many values (at most {limit}).",
        "too_deep": "{what:name:what} is nested too deeply (at most {limit} levels).",
        "number_range": "{what:name:what} holds a number out of range (at most 2^63−1 in size).",
        "not_finite": "{what:name:what} holds a number that is not finite.",
        "key_not_text": "{what:name:what} must have names (text) as keys, not {value}.",
        "cannot_hold": "{what:name:what} cannot hold {value}.",
        "not_mapping": "{what:name:what} must be given as names and values, not {value}.",
        "bad_json": "That is not a well-formed action: not valid JSON.",
        "action_not_mapping": "That is not a well-formed action: it is given as names and "
        "values, not {value}.",
        "unknown_setting": "Unknown setting {name}. Known settings: {known}.",
        "bad_language": "The language is one of {known}, not {value}.",
        "setting_number": "Setting {name} must be a number, not {value}.",
        "bad_setting": "Bad setting {where}: {why}.",
        # refusals of the Discord commands
        "no_secrets": "You have no seat in game #{game}, so you hold no secrets there.",
        "which_game": "Use this in the game's thread, or give the game's number (`/game mine` "
        "lists your games).",
        "spectator": "{refusal} The game is waiting for {names}.",
        "nothing_to_play": "Game #{game} is {status:name:status}; there is nothing to play.",
        "stuck": "The game waits on you but offers no possible move: it cannot go on.",
        "moved_on": "The game moved on since that prompt. {refusal}",
        "see_rules": "{refusal} See `{command}`.",
        "json_value": "{name}: write the value as JSON.",
        "server_only": "Server settings belong to a server: use this in one.",
        "manage_server": "Only members with Manage Server can change this server's settings.",
        "options_json": "The options are not valid JSON: {error}.",
        "options_shape": "The options must be a JSON object or key=value pairs.",
        "option_pair": "Write each option as key=value; {part} is not.",
        "open_in_server": "Open games in a server's text channel.",
        "opener_role": "On this server, members with the role <@&{role}> open games (or a "
        "member with Manage Server).",
        "open_in_channel": "Open games in a text channel (not in a thread): each game gets its "
        "own thread.",
        "cannot_post": "I cannot post in this channel; give me Send Messages, Embed Links and "
        "Create Public Threads here, then try again.",
        "no_thread": "I could not create a thread for the game (missing permission?), and game "
        "#{other} already runs in this channel without one. Finish it first, or give me "
        "Create Public Threads here, then try again.",
        "no_board": "Game #{game} has no board: it is {status:name:status}.",
        "replay_too_big": "The replay does not fit the upload limit here, even small.",
        "no_rules": "{title} has no rules summary yet.",
        "no_topic": "{title} has no topic {topic}; its topics: {topics}.",
        "skip_rights": "Only the host or a member with Manage Server can skip a player.",
        "nobody_to_skip": "Game #{game} is {status:name:status}; there is nobody to skip.",
        "no_clock_out": "Nobody's clock has run out in game #{game} (it waits for {names}); a "
        "player can only be skipped once their clock is at zero.",
        "no_default_move": "{title} has no default move, so {name} cannot be skipped. Use "
        "`/game replace` to give the seat to another player, or `/game abort`.",
        "bot_seat": "A bot cannot take a seat.",
        # the thread's lines of the service (the game's language)
        "place": "{place}. {names:and}",
        "game_is_over": "The game is over. {places}",
        "final_ranking": "Final ranking: {places}",
        "opened": "{name} opened a game of {title} (#{game}) for {low}–{high} players.",
        "left": "{name} left game #{game}.",
        "nobody_left": "Game #{game} is aborted: nobody is left.",
        "new_host": "{name} is now the host.",
        "undo_asked": "{name} asks to undo the last move ({move}). Waiting for the agreement "
        "of {who}.",
        "undo_declined": "{name} declined the undo; the move stands.",
        "undo_done": "{name} agreed. The last move is taken back.",
        "undo_agreed": "{name} agreed to the undo. Still waiting for {who}.",
        "aborted": "Game #{game} was aborted.",
        "replaced": "{name} now plays seat {seat} ({former}).",
        "settings_updated": "Settings updated.",
        # embeds
        "game_n": "game {game}",
        "game_title": "{title} — game {game}",
        "host_mark": " (host)",
        "default_options": "default options",
        "options": "Options",
        "settings": "Settings",
        "lobby_lobby": "Waiting for players — Join, then the host presses Start.",
        "lobby_running": "The game has started — follow it in the thread.",
        "lobby_finished": "The game is over.",
        "lobby_aborted": "The game was aborted.",
        "players_count": "Players ({count}; {low}–{high})",
        "nobody_yet": "nobody yet",
        "nothing_to_report": "Nothing to report.",
        "status_line": "Status: **{status:name:state}** · thread {thread}",
        "players": "Players",
        "waiting_for_field": "Waiting for",
        "moves_so_far": "Moves so far",
        "log_title": "{title} — game {game} — log page {page}",
        "no_moves_page": "No moves on this page.",
        "nothing_secret": "This game has nothing secret for you.",
        "you": "you",
        "nothing": "nothing",
        "private_to": "Private to {name}:\n{body}",
        "mine_title": "Your games, on every server",
        "no_games": "You have no games in this server.",
        "stats_title": "{name} — finished games in this server",
        "no_finished": "No finished game yet (aborted games do not count).",
        "stats_line": "{played} played, {won} won, average place {place}; rating **{rating}**",
        "elo_footer": "Elo, counted pairwise from each game's ranking; everyone starts at 1500.",
        "leaderboard_title": "{title} — leaderboard",
        "leaderboard_line": "{place}. **{name}** {rating} ({played} played, {won} won)",
        "turn_n": "Turn {turn}",
        "the_game": "The game",
        "moves_count": "{count:plural:move:moves}.",
        # answers to commands (the reader's language)
        "dms_refused": "I cannot send you direct messages (your privacy settings or a block "
        "refuse them), so I will not try again. Use `/game hand` to see your secret "
        "information at any time.",
        "is_open": "Game #{game} is open: {thread}.",
        "no_thread_here": "I could not create a thread (missing permission?), so the game runs "
        "here.",
        "async_play": "Asynchronous play",
        "clocks": "Clocks",
        "end_of_turn": " — end of turn {turn}",
        "replay_title": "{title} — game {game}, replay",
        "replay_boards": "{count} boards: the start, the end of each turn, the last one.",
        "exported": "The record of game #{game}: rebuild and check it with `python -m bot "
        "replay {name}`.",
        "standing_list": "Your standing answers in game #{game}: {answers}\nQuestions you may "
        "answer in advance: {offered}",
        "none": "none",
        "none_in_game": "none in this game",
        "standing_saved": "Saved. Your standing answers in game #{game}: {answers}.",
        "taken_back": "The last move is taken back.",
        "undo_requested": "Undo requested; the other players answer in the thread.",
        "is_aborted": "Game #{game} is aborted.",
        "game_settings": "Game #{game}: {said}.",
        "host_changed_settings": "The host changed the settings: {said}.",
        "settings_of": "Settings of game #{game}: {said}.",
        "on_vacation": "{name} is on vacation until {until}; their clock is paused.",
        "back_from_vacation": "{name} is back from vacation; their clock runs again.",
        "topics": "Topics: {topics}",
        "your_notifications": "Your notifications: {said}.",
        "skipped_one": "Played {name}'s default move in game #{game}.",
        "skipped_many": "Played the default moves of {names} in game #{game}.",
        "server_settings": "This server's settings: {said}.",
        "server_settings_saved": "Saved. This server's settings: {said}.",
        # settings in words
        "clock_of": "clock {hours} h + {increment} h per move",
        "no_time_control": "no time control",
        "answers_due": " · answers due in {hours} h",
        "async_settings": "reminders every {hours} h · {clock} · vacations up to {days} days",
        "games_in": "new games in {channel}",
        "games_anywhere": "new games where /game new is used",
        "reminders_every": "reminders every {hours} h",
        "reminders_default": "reminders: the bot's default",
        "clocks_of": "clocks of {hours} h",
        "opened_by": "games opened by {role} (and Manage Server)",
        "anyone_opens": "anyone may open games",
        "games_language": "new games in {which:name:languages}",
        "quiet_hours_are": "quiet {start}–{end} ({zone})",
        "no_quiet_hours": "no quiet hours",
        "prefs": "mention on my turn: {ping} · DM on my turn: {dm} · {quiet} · {dms}",
        "on": "on",
        "off": "off",
        "dms_on": "DMs: on",
        "dms_off": "DMs: off (your secrets only through /game hand)",
        "hours_left": "{hours} h left",
        "on_vacation_until": "on vacation until {until}",
        "to_act": "to act",
        # buttons, menus and prompts
        "your_move": "Your move",
        "my_hand": "My hand",
        "moved_on_message": "The game moved on since that message; here is the current prompt.",
        "moved_on_prompt": "The game moved on since that prompt; here is the current one.",
        "choose_number": "Choose a number",
        "whole_number": "A whole number from {low} to {high}",
        "enter_number": "Enter a number ({low}–{high})",
        "skip": "Skip",
        "choose": "Choose…",
        "previous_page": "Previous page",
        "next_page": "Next page",
        "back": "Back",
        "lobby_join": "Join",
        "lobby_leave": "Leave",
        "lobby_start": "Start",
        "you_join": "You joined game #{game}.",
        "you_leave": "You left game #{game}.",
        "you_start": "Game #{game} has started.",
        "accept_undo": "Accept undo",
        "decline_undo": "Decline undo",
        "answer_recorded": "Your answer is recorded.",
        "earlier": "Earlier",
        "later": "Later",
        "taken_for_you": "Only one possible answer, taken for you: {answers}.",
        "done": "Done: {move}.",
        "done_next": "{done} Next:",
        "game_waits": "The game is waiting for {names}.",
        "picture_too_large": "The picture is too large for this server's upload limit, even at "
        "its smallest size, so I cannot send it.",
        "no_turns": "{title} has no numbered turns, so there is no earlier board.",
        "turn_not_over": "Turn {turn} is not over yet; `/game board` shows the board now.",
        # reminders and clocks (the thread's and the DMs' language)
        "clock_left": "Your clock has {left} left: it runs out {relative} ({at}).",
        "waited_since": "It has waited on you since {since}.",
        "nearly_out": "{who}, your clock in {title} #{game} is nearly out.",
        "reminder": "{who}, reminder: {title} #{game} is waiting for your move.",
        "reminder_dm": "Reminder: it is your move in {title} #{game}.",
        # the one DM a player gets when the game asks them to act (cogs.flow.send_private)
        "dm_since": "Since your last turn:",
        "dm_your_turn": "It is your turn: press Your move in the thread.",
        "dm_hand": "Your whole hand: `/game hand`.",
        "default_answer": "{name} did not answer in time: the rules' default answer was made.",
        "default_move": "{name}'s clock ran out: the game's default move was made.",
        "host_or_admin_may": "The host or a member with Manage Server may",
        "host_may": "{host}, as host you may",
        "clock_ran_out": "{who}'s clock has run out in {title} #{game}.",
        "clocks_ran_out": "{who}'s clocks have run out in {title} #{game}.",
        "out_choices_skip": "wait, skip them with `/game skip` (their default move), replace a "
        "player with `/game replace`, or end the game with `/game abort`.",
        "out_choices": "wait, replace a player with `/game replace`, or end the game with "
        "`/game abort`.",
        # /game help
        "help_title": "Playing with petrocord",
        "help_joining_title": "Joining",
        "help_joining": "`/game new` in a text channel opens a lobby with its own thread; press "
        "**Join**, and the host presses **Start**. `/game mine` lists your games.",
        "help_turn_title": "Your turn",
        "help_turn": "When the game starts waiting on you, you are mentioned once in the "
        "thread. Press **Your move**: a private prompt asks one choice at a time and, after "
        "each move, goes on to your next one (Next: …) until the game waits on someone else. "
        "Steps with one possible answer are taken for you. You can also type the move as a "
        "slash command (`/omb …` for One More Barrel).",
        "help_hand_title": "Your hand",
        "help_hand": "Your secret information (cash, offers) is sent by DM when it changes; "
        "**My hand** or `/game hand` shows it at any time, only to you.",
        "help_time_title": "Reminders and time",
        "help_time": "Reminders come every `reminder_hours` while the game waits on you, with "
        "the time left on your clock. `/game notify` chooses a mention, a DM, and quiet hours "
        "in your time zone. `/game status` shows every clock. `/game mine` lists your games on "
        "every server, from anywhere; `/pace digest` sends one DM a day instead of reminders.",
        "help_trouble_title": "Undo, vacation, trouble",
        "help_trouble": "`/game undo` asks the others to take back the last move (not one that "
        "rolled dice or revealed a secret). `/game vacation days` pauses your clock. The host "
        "can `/game skip` a player whose clock ran out, `/game replace` a player, or "
        "`/game abort`; `/pace daily` sets a daily deadline and `/pace pauses` limits pauses.",
        "help_looking_title": "Looking",
        "help_looking": "`/game board` (or `turn:` for an earlier turn), `/game log`, "
        "`/game status`; `/game rules` for each game's rules in short. Finished games: "
        "`/results stats`, `/results leaderboard`, `/results history`.",
        "undo_lapsed": "The pending undo request lapsed: a new move was made.",
        "no_such_game": "No such game here.",
        "already_played": "The game moved on while this command was on its way (sent twice? "
        "the first one was played), so nothing more was done. Look at the board and send it "
        "again if you still mean it.",
        "too_large_note": "The picture was too large to upload here, so it is left out.",
        "not_drawn_note": "The picture could not be drawn this time.",
        "what_do_you_do": "What do you do?",
        "ready": "Ready: press the button to play it.",
        "number_between": " (a number from {low} to {high})",
        "skip_step": "skip ({step})",
        "step_question": "**{move}** — {step}{extra}?",
        "move_answer": "{move}: {answer}",
        "menu_part": "{menu} ({part}/{parts})",
        "command_here": "You cannot use this command here.",
        "sorry": "Sorry, something went wrong on my side (error reference `{reference}`). "
        "Look at the game thread before trying again, and quote the reference if it happens "
        "again.",
        # issue 26 (items 2 and 3): options as typed, limits of what one member opens
        "options_json_at": "The options are not well-formed JSON (near character {at}).",
        "options_after_json": "The options are one JSON object; {rest} follows it.",
        "limit_lobbies": "You already host {limit:plural:open lobby:open lobbies} on this "
        "server, the most one member may. Start, leave or abort one first; a member with "
        "Manage Server can change the limit with `/server settings lobbies_per_member`.",
        "limit_games": "You already play in {limit:plural:game} (in lobby or running) on this "
        "server, the most one member may. Finish or leave one first; a member with Manage "
        "Server can change the limit with `/server settings games_per_member`.",
        "limit_hourly": "{limit:plural:game was:games were} opened in this channel in the last "
        "hour, the most this server allows: try again later. A member with Manage Server can "
        "change the limit with `/server settings new_games_per_hour`.",
        "limit_range": "{name} is a whole number from {low} to {high}.",
        "options_refused": "Bad option for {title}: {problems}.",
        "options_sep": "; ",
        "option_unknown": "there is no option {name} (the options: {known})",
        "option_missing": "{name} must be given",
        "option_one_of": "{name} is one of {allowed:list}, not {value}",
        "option_whole_between": "{name} is a whole number from {low} to {high}, not {value}",
        "option_whole_from": "{name} is a whole number from {low} up, not {value}",
        "option_whole_to": "{name} is a whole number up to {high}, not {value}",
        "option_whole": "{name} is a whole number, not {value}",
        "option_number_between": "{name} is a number from {low} to {high}, not {value}",
        "option_number_from": "{name} is a number from {low} up, not {value}",
        "option_number_to": "{name} is a number up to {high}, not {value}",
        "option_number": "{name} is a number, not {value}",
        "option_yes_no": "{name} is true or false, not {value}",
        "option_items": "{name} holds {low} to {high} items",
        "option_items_from": "{name} holds at least {low:plural:item}",
        "option_chars": "{name} is a text of {low} to {high} characters",
        "option_chars_from": "{name} is a text of at least {low:plural:character}",
        "option_text": "{name} is a text, not {value}",
        "option_list": "{name} is a list like [1, 2], not {value}",
        "option_object": "{name} is a JSON object, not {value}",
        "option_bad": "{name} cannot be {value}",
        "limits_are": "at most {lobbies:plural:open lobby:open lobbies} and "
        "{games:plural:game} in play per member, {hourly:plural:new game:new games} per "
        "channel and hour",
        # issue 26 (reliability): standing answers, a full disk
        "standing_used": "Your standing answer was played for you: {answer}.",
        "standing_closed": "Game #{game} is {status:name:status}; standing answers can no "
        "longer be set.",
        "disk_full": "The bot cannot save anything right now (its storage is full), so "
        "nothing was played or changed. Please try again later.",
    },
    "fr": {
        "waiting": "On attend {names:list}.",
        "nobody": "personne",
        "waiting_for": "On attend : {who}",
        "your_turn": "À vous de jouer : {who}",
        "game_over_for": "Merci d'avoir joué, {who} !",
        "starts": "{title} n° {game} commence avec {names:list}.",
        "joined": "{name} rejoint la partie n° {game} ({count}/{seats} places).",
        "game_changed": "La partie a changé pendant que vous jouiez ; regardez à nouveau et "
        "réessayez.",
        "unknown_kind": "Jeu inconnu : {kind}. Jeux connus : {known}.",
        "no_game": "Il n'y a pas de partie n° {game}.",
        "not_started": "La partie n° {game} n'a pas encore commencé.",
        "no_seat": "Vous n'avez pas de place dans la partie n° {game}.",
        "bad_options": "Options invalides pour {title}.",
        "cannot_join": "La partie n° {game} est {status:name:status} ; on ne peut plus la "
        "rejoindre.",
        "already_seated": "Vous avez déjà une place dans la partie n° {game}.",
        "full": "La partie n° {game} est complète ({count} joueurs).",
        "cannot_leave": "La partie n° {game} est {status:name:status} ; on ne quitte sa "
        "place qu'avant le début. Demandez plutôt à l'hôte d'arrêter la partie.",
        "cannot_start": "La partie n° {game} est {status:name:status} ; elle ne peut pas "
        "commencer.",
        "host_starts": "Seul l'hôte peut commencer la partie.",
        "bad_seed": "La graine est un nombre entier de 0 à 2^63−1.",
        "not_your_seat": "La place {seat} de la partie n° {game} n'est pas la vôtre.",
        "no_more_moves": "La partie n° {game} est {status:name:status} ; on ne peut plus jouer.",
        "not_your_turn": "Ce n'est pas votre tour. La partie attend {names}.",
        "which_seat": "La partie attend plusieurs de vos places ({names}) ; dites laquelle joue.",
        "no_move_to_undo": "Il n'y a pas de coup à annuler.",
        "cannot_undo": "La partie n° {game} est {status:name:status} ; on ne peut plus "
        "annuler de coup.",
        "undo_pending": "Une demande d'annulation attend déjà des réponses.",
        "undo_irreversible": "Le dernier coup ne peut pas être annulé : il a lancé des dés, "
        "tiré au hasard ou révélé une information cachée.",
        "no_undo_request": "Aucune demande d'annulation n'attend de réponse.",
        "own_undo": "Vous avez demandé cette annulation ; les autres joueurs y répondent.",
        "undo_outdated": "Cette demande d'annulation est périmée : un autre coup a été joué.",
        "no_earlier": "Il n'y a pas de position antérieure où revenir.",
        "abort_rights": "Seuls l'hôte ou un administrateur du serveur peuvent arrêter la partie.",
        "already_over": "La partie n° {game} est déjà {status:name:status}.",
        "replace_rights": "Seuls l'hôte ou un administrateur du serveur peuvent remplacer un "
        "joueur.",
        "replace_running": "On ne remplace un joueur que dans une partie en cours.",
        "no_such_seat": "Il n'y a pas de place {seat} dans la partie n° {game}.",
        "already_plays": "Cet utilisateur joue déjà dans cette partie.",
        "no_standing": "{title} n'a pas de réponse d'avance pour {kind} ; ses questions : {known}.",
        "standing_choices": "Pour {question}, répondez l'une de : {choices}.",
        "log_numbers": "Le décalage et la limite du journal sont des nombres entiers.",
        "settings_host": "Seul l'hôte peut changer les réglages de la partie.",
        "export_running": "La partie n° {game} est encore en cours. Son relevé contient la "
        "graine, qui décide de chaque carte cachée et de chaque tirage : on ne l'exporte "
        "qu'une fois la partie finie.",
        "bad_zone": "Je ne connais pas le fuseau horaire {zone} ; écrivez-le comme "
        "Europe/Paris ou America/New_York.",
        "vacation_seat": "Vous n'avez pas de place dans cette partie.",
        "vacation_running": "Les vacances sont pour les parties en cours.",
        "vacation_days": "Des vacances dans cette partie durent de 0 à {days} jours.",
        "quiet_hours": "Les heures calmes sont des heures entières de 0 à 23.",
        "damaged_button": "Ce bouton est abîmé ; utilisez le dernier message.",
        "damaged_choice": "Ce choix est abîmé ; utilisez le dernier message.",
        "pick_move": "Choisissez un coup dans le menu.",
        "pick_answer": "Choisissez une réponse dans le menu.",
        "answer_gone": "Cette réponse n'est plus proposée ; utilisez le dernier message.",
        "not_whole": "{text} n'est pas un nombre entier.",
        "out_of_range": "{value} n'est pas entre {low} et {high}.",
        "prompt_expired": "Ce message a expiré ; utilisez le dernier.",
        "move_gone": "Ce coup n'est plus proposé ; utilisez le dernier message.",
        "bad_user_id": "Un identifiant d'utilisateur est un nombre entier de 0 à 2^63−1, "
        "pas {value}.",
        "bad_seat": "Une place est un nombre entier, pas {value}.",
        "bad_discord_id": "Un identifiant de {what:name:what} est un nombre entier de 0 à "
        "2^63−1, pas {value}.",
        "bad_version": "Une version de partie est un nombre entier, pas {value}.",
        "not_flag": "{what:name:what} : vrai ou faux (True ou False), pas {value}.",
        "not_text": "{what:name:what} : un texte, pas {value}.",
        "too_long": "{what:name:what} : trop long ({length} caractères ; au plus {limit}).",
        "surrogate": "{what:name:what} : contient un caractère qui ne peut pas être enregistré "
        "(un demi-caractère isolé).",
        "bad_user": "Un joueur se donne avec un identifiant et un nom, pas {value}.",
        "empty_name": "Le nom d'un joueur ne peut pas être vide.",
        "too_many": "{what:name:what} : trop de valeurs (au plus {limit}).",
        "too_deep": "{what:name:what} : trop d'imbrication (au plus {limit} niveaux).",
        "number_range": "{what:name:what} : un nombre hors limites (au plus 2^63−1).",
        "not_finite": "{what:name:what} : un nombre qui n'est pas fini.",
        "key_not_text": "{what:name:what} : les noms (les clés) sont des textes, pas {value}.",
        "cannot_hold": "{what:name:what} ne peut pas contenir {value}.",
        "not_mapping": "{what:name:what} : des noms et des valeurs, pas {value}.",
        "bad_json": "Ce n'est pas une action bien formée : ce n'est pas du JSON valide.",
        "action_not_mapping": "Ce n'est pas une action bien formée : elle se donne en noms et "
        "valeurs, pas {value}.",
        "unknown_setting": "Réglage inconnu : {name}. Réglages connus : {known}.",
        "bad_language": "La langue est l'une de {known}, pas {value}.",
        "setting_number": "Le réglage {name} est un nombre, pas {value}.",
        "bad_setting": "Réglage invalide {where} : {why}.",
        "no_secrets": "Vous n'avez pas de place dans la partie n° {game} : vous n'y avez "
        "aucun secret.",
        "which_game": "Utilisez ceci dans le fil de la partie, ou donnez son numéro "
        "(`/game mine` liste vos parties).",
        "spectator": "{refusal} La partie attend {names}.",
        "nothing_to_play": "La partie n° {game} est {status:name:status} ; il n'y a rien à jouer.",
        "stuck": "La partie vous attend mais ne propose aucun coup possible : elle ne peut pas "
        "continuer.",
        "moved_on": "La partie a avancé depuis ce message. {refusal}",
        "see_rules": "{refusal} Voir `{command}`.",
        "json_value": "{name} : écrivez la valeur en JSON.",
        "server_only": "Les réglages d'un serveur s'utilisent dans ce serveur.",
        "manage_server": "Seuls les membres qui ont Gérer le serveur peuvent changer les "
        "réglages de ce serveur.",
        "options_json": "Les options ne sont pas du JSON valide : {error}.",
        "options_shape": "Les options sont un objet JSON ou des paires clé=valeur.",
        "option_pair": "Écrivez chaque option en clé=valeur ; {part} ne l'est pas.",
        "open_in_server": "Ouvrez les parties dans un salon textuel d'un serveur.",
        "opener_role": "Sur ce serveur, les membres qui ont le rôle <@&{role}> ouvrent les "
        "parties (ou un membre qui a Gérer le serveur).",
        "open_in_channel": "Ouvrez les parties dans un salon textuel (pas dans un fil) : "
        "chaque partie a son propre fil.",
        "cannot_post": "Je ne peux pas écrire dans ce salon ; donnez-moi ici Envoyer des "
        "messages, Intégrer des liens et Créer des fils publics, puis réessayez.",
        "no_thread": "Je n'ai pas pu créer de fil pour la partie (permission manquante ?), et "
        "la partie n° {other} se joue déjà dans ce salon sans fil. Finissez-la d'abord, ou "
        "donnez-moi ici Créer des fils publics, puis réessayez.",
        "no_board": "La partie n° {game} n'a pas de plateau : elle est {status:name:status}.",
        "replay_too_big": "L'animation ne tient pas dans la limite d'envoi ici, même petite.",
        "no_rules": "{title} n'a pas encore de résumé des règles.",
        "no_topic": "{title} n'a pas de sujet {topic} ; ses sujets : {topics}.",
        "skip_rights": "Seuls l'hôte ou un membre qui a Gérer le serveur peuvent passer un joueur.",
        "nobody_to_skip": "La partie n° {game} est {status:name:status} ; il n'y a personne à "
        "passer.",
        "no_clock_out": "Aucune pendule n'est à zéro dans la partie n° {game} (elle attend "
        "{names}) ; on ne passe un joueur qu'une fois sa pendule à zéro.",
        "no_default_move": "{title} n'a pas de coup par défaut : {name} ne peut pas être "
        "passé. Utilisez `/game replace` pour donner la place à un autre joueur, ou "
        "`/game abort`.",
        "bot_seat": "Un bot ne peut pas prendre de place.",
        "place": "{place}. {names:and}",
        "game_is_over": "La partie est finie. {places}",
        "final_ranking": "Classement final : {places}",
        "opened": "{name} ouvre une partie de {title} (n° {game}) pour {low} à {high} joueurs.",
        "left": "{name} quitte la partie n° {game}.",
        "nobody_left": "La partie n° {game} est arrêtée : il ne reste personne.",
        "new_host": "{name} est maintenant l'hôte.",
        "undo_asked": "{name} demande d'annuler le dernier coup ({move}). On attend l'accord "
        "de {who}.",
        "undo_declined": "{name} refuse l'annulation ; le coup est maintenu.",
        "undo_done": "{name} accepte. Le dernier coup est annulé.",
        "undo_agreed": "{name} accepte l'annulation. On attend encore {who}.",
        "aborted": "La partie n° {game} a été arrêtée.",
        "replaced": "{name} joue maintenant la place {seat} ({former}).",
        "settings_updated": "Réglages mis à jour.",
        "game_n": "partie {game}",
        "game_title": "{title} — partie {game}",
        "host_mark": " (hôte)",
        "default_options": "options par défaut",
        "options": "Options",
        "settings": "Réglages",
        "lobby_lobby": "On attend les joueurs — Rejoindre, puis l'hôte appuie sur Commencer.",
        "lobby_running": "La partie a commencé — suivez-la dans le fil.",
        "lobby_finished": "La partie est finie.",
        "lobby_aborted": "La partie a été arrêtée.",
        "players_count": "Joueurs ({count} ; {low}–{high})",
        "nobody_yet": "personne pour l'instant",
        "nothing_to_report": "Rien à signaler.",
        "status_line": "État : **{status:name:state}** · fil {thread}",
        "players": "Joueurs",
        "waiting_for_field": "On attend",
        "moves_so_far": "Coups joués",
        "log_title": "{title} — partie {game} — journal, page {page}",
        "no_moves_page": "Aucun coup sur cette page.",
        "nothing_secret": "Cette partie n'a rien de secret pour vous.",
        "you": "vous",
        "nothing": "rien",
        "private_to": "Pour {name} seul :\n{body}",
        "mine_title": "Vos parties, sur tous les serveurs",
        "no_games": "Vous n'avez pas de partie sur ce serveur.",
        "stats_title": "{name} — parties finies sur ce serveur",
        "no_finished": "Aucune partie finie pour l'instant (les parties arrêtées ne comptent pas).",
        "stats_line": "{played} jouées, {won} gagnées, place moyenne {place} ; classement "
        "**{rating}**",
        "elo_footer": "Elo, compté par paires d'après le classement de chaque partie ; chacun "
        "commence à 1500.",
        "leaderboard_title": "{title} — classement",
        "leaderboard_line": "{place}. **{name}** {rating} ({played} jouées, {won} gagnées)",
        "turn_n": "Tour {turn}",
        "the_game": "La partie",
        "moves_count": "{count:plural:coup:coups}.",
        "dms_refused": "Je ne peux pas vous envoyer de messages privés (vos réglages de "
        "confidentialité ou un blocage les refusent) : je n'essaierai plus. Utilisez "
        "`/game hand` pour voir vos informations secrètes à tout moment.",
        "is_open": "La partie n° {game} est ouverte : {thread}.",
        "no_thread_here": "Je n'ai pas pu créer de fil (permission manquante ?) : la partie se "
        "joue ici.",
        "async_play": "Jeu asynchrone",
        "clocks": "Pendules",
        "end_of_turn": " — fin du tour {turn}",
        "replay_title": "{title} — partie {game}, animation",
        "replay_boards": "{count} plateaux : le début, la fin de chaque tour, le dernier.",
        "exported": "Le relevé de la partie n° {game} : reconstruisez-le et vérifiez-le avec "
        "`python -m bot replay {name}`.",
        "standing_list": "Vos réponses d'avance dans la partie n° {game} : {answers}\nQuestions "
        "auxquelles répondre d'avance : {offered}",
        "none": "aucune",
        "none_in_game": "aucune dans cette partie",
        "standing_saved": "Enregistré. Vos réponses d'avance dans la partie n° {game} : {answers}.",
        "taken_back": "Le dernier coup est annulé.",
        "undo_requested": "Annulation demandée ; les autres joueurs répondent dans le fil.",
        "is_aborted": "La partie n° {game} est arrêtée.",
        "game_settings": "Partie n° {game} : {said}.",
        "host_changed_settings": "L'hôte a changé les réglages : {said}.",
        "settings_of": "Réglages de la partie n° {game} : {said}.",
        "on_vacation": "{name} est en vacances jusqu'au {until} ; sa pendule est arrêtée.",
        "back_from_vacation": "{name} revient de vacances ; sa pendule tourne à nouveau.",
        "topics": "Sujets : {topics}",
        "your_notifications": "Vos notifications : {said}.",
        "skipped_one": "Coup par défaut joué pour {name} dans la partie n° {game}.",
        "skipped_many": "Coups par défaut joués pour {names} dans la partie n° {game}.",
        "server_settings": "Réglages de ce serveur : {said}.",
        "server_settings_saved": "Enregistré. Réglages de ce serveur : {said}.",
        "clock_of": "pendule {hours} h + {increment} h par coup",
        "no_time_control": "sans contrôle du temps",
        "answers_due": " · réponses attendues sous {hours} h",
        "async_settings": "rappels toutes les {hours} h · {clock} · vacances jusqu'à {days} jours",
        "games_in": "nouvelles parties dans {channel}",
        "games_anywhere": "nouvelles parties là où /game new est utilisé",
        "reminders_every": "rappels toutes les {hours} h",
        "reminders_default": "rappels : ceux du bot par défaut",
        "clocks_of": "pendules de {hours} h",
        "opened_by": "parties ouvertes par {role} (et Gérer le serveur)",
        "anyone_opens": "tout le monde peut ouvrir une partie",
        "games_language": "nouvelles parties en {which:name:languages}",
        "quiet_hours_are": "calme de {start} à {end} ({zone})",
        "no_quiet_hours": "pas d'heures calmes",
        "prefs": "mention à mon tour : {ping} · MP à mon tour : {dm} · {quiet} · {dms}",
        "on": "oui",
        "off": "non",
        "dms_on": "MP : oui",
        "dms_off": "MP : non (vos secrets seulement par /game hand)",
        "hours_left": "reste {hours} h",
        "on_vacation_until": "en vacances jusqu'au {until}",
        "to_act": "doit jouer",
        "your_move": "À vous de jouer",
        "my_hand": "Ma main",
        "moved_on_message": "La partie a avancé depuis ce message ; voici où elle en est.",
        "moved_on_prompt": "La partie a avancé depuis ce message ; voici le choix actuel.",
        "choose_number": "Choisir un nombre",
        "whole_number": "Un nombre entier de {low} à {high}",
        "enter_number": "Entrer un nombre ({low}–{high})",
        "skip": "Passer",
        "choose": "Choisir…",
        "previous_page": "Page précédente",
        "next_page": "Page suivante",
        "back": "Retour",
        "lobby_join": "Rejoindre",
        "lobby_leave": "Quitter",
        "lobby_start": "Commencer",
        "you_join": "Vous avez rejoint la partie n° {game}.",
        "you_leave": "Vous avez quitté la partie n° {game}.",
        "you_start": "La partie n° {game} a commencé.",
        "accept_undo": "Accepter l'annulation",
        "decline_undo": "Refuser l'annulation",
        "answer_recorded": "Votre réponse est enregistrée.",
        "earlier": "Plus tôt",
        "later": "Plus tard",
        "taken_for_you": "Une seule réponse possible, prise pour vous : {answers}.",
        "done": "Fait : {move}.",
        "done_next": "{done} Ensuite :",
        "game_waits": "La partie attend {names}.",
        "picture_too_large": "L'image dépasse la limite d'envoi de ce serveur, même à sa plus "
        "petite taille : je ne peux pas l'envoyer.",
        "no_turns": "{title} n'a pas de tours numérotés : il n'y a pas de plateau antérieur.",
        "turn_not_over": "Le tour {turn} n'est pas encore fini ; `/game board` montre le "
        "plateau actuel.",
        "clock_left": "Il reste {left} à votre pendule : elle s'arrête {relative} ({at}).",
        "waited_since": "La partie vous attend depuis {since}.",
        "nearly_out": "{who}, votre pendule dans {title} n° {game} est presque à zéro.",
        "reminder": "{who}, rappel : {title} n° {game} attend votre coup.",
        "reminder_dm": "Rappel : c'est à vous de jouer dans {title} n° {game}.",
        "dm_since": "Depuis votre dernier tour :",
        "dm_your_turn": "C'est à vous : appuyez sur À vous de jouer dans le fil.",
        "dm_hand": "Toute votre main : `/game hand`.",
        "default_answer": "{name} n'a pas répondu à temps : la réponse par défaut des règles a "
        "été donnée.",
        "default_move": "La pendule de {name} est à zéro : le coup par défaut du jeu a été joué.",
        "host_or_admin_may": "L'hôte ou un membre qui a Gérer le serveur peut :",
        "host_may": "{host}, en tant qu'hôte vous pouvez :",
        "clock_ran_out": "La pendule de {who} est à zéro dans {title} n° {game}.",
        "clocks_ran_out": "Les pendules de {who} sont à zéro dans {title} n° {game}.",
        "out_choices_skip": "attendre, les passer avec `/game skip` (leur coup par défaut), "
        "remplacer un joueur avec `/game replace`, ou finir la partie avec `/game abort`.",
        "out_choices": "attendre, remplacer un joueur avec `/game replace`, ou finir la partie "
        "avec `/game abort`.",
        "help_title": "Jouer avec petrocord",
        "help_joining_title": "Rejoindre",
        "help_joining": "`/game new` dans un salon textuel ouvre une partie avec son propre "
        "fil ; appuyez sur **Rejoindre**, et l'hôte appuie sur **Commencer**. `/game mine` "
        "liste vos parties.",
        "help_turn_title": "Votre tour",
        "help_turn": "Quand la partie se met à vous attendre, vous êtes mentionné une fois dans "
        "le fil. Appuyez sur **À vous de jouer** : un message privé demande un choix à la fois "
        "et, après chaque coup, passe au suivant (Ensuite : …) jusqu'à ce que la partie attende "
        "quelqu'un d'autre. Les étapes qui n'ont qu'une réponse possible sont prises pour vous. "
        "Vous pouvez aussi taper le coup en commande (`/omb …` pour One More Barrel).",
        "help_hand_title": "Votre main",
        "help_hand": "Vos informations secrètes (argent, offres) vous sont envoyées en message "
        "privé quand elles changent ; **Ma main** ou `/game hand` les montre à tout moment, à "
        "vous seul.",
        "help_time_title": "Rappels et temps",
        "help_time": "Des rappels arrivent toutes les `reminder_hours` heures tant que la "
        "partie vous attend, avec le temps restant à votre pendule. `/game notify` choisit une "
        "mention, un message privé et des heures calmes dans votre fuseau horaire. "
        "`/game status` montre toutes les pendules. `/game mine` liste vos parties de tous les "
        "serveurs, de n'importe où ; `/pace digest` envoie un MP par jour au lieu des rappels.",
        "help_trouble_title": "Annuler, vacances, ennuis",
        "help_trouble": "`/game undo` demande aux autres d'annuler le dernier coup (pas un coup "
        "qui a lancé des dés ou révélé un secret). `/game vacation days` arrête votre pendule. "
        "L'hôte peut passer un joueur dont la pendule est à zéro (`/game skip`), remplacer un "
        "joueur (`/game replace`) ou arrêter la partie (`/game abort`) ; `/pace daily` fixe une "
        "échéance quotidienne et `/pace pauses` limite les pauses.",
        "help_looking_title": "Regarder",
        "help_looking": "`/game board` (ou `turn:` pour un tour passé), `/game log`, "
        "`/game status` ; `/game rules` pour les règles de chaque jeu en bref. Parties "
        "finies : `/results stats`, `/results leaderboard`, `/results history`.",
        "undo_lapsed": "La demande d'annulation en attente est caduque : un nouveau coup a été "
        "joué.",
        "no_such_game": "Pas de telle partie ici.",
        "already_played": "La partie a avancé pendant que cette commande arrivait (envoyée deux "
        "fois ? la première a été jouée) : rien de plus n'a été fait. Regardez le plateau et "
        "renvoyez-la si vous le voulez toujours.",
        "too_large_note": "L'image était trop grande pour être envoyée ici : elle est omise.",
        "not_drawn_note": "L'image n'a pas pu être dessinée cette fois.",
        "what_do_you_do": "Que faites-vous ?",
        "ready": "Prêt : appuyez sur le bouton pour le jouer.",
        "number_between": " (un nombre de {low} à {high})",
        "skip_step": "passer ({step})",
        "step_question": "**{move}** — {step}{extra} ?",
        "move_answer": "{move} : {answer}",
        "menu_part": "{menu} ({part}/{parts})",
        "command_here": "Vous ne pouvez pas utiliser cette commande ici.",
        "sorry": "Désolé, quelque chose s'est mal passé de mon côté (référence d'erreur "
        "`{reference}`). Regardez le fil de la partie avant de réessayer, et citez la "
        "référence si cela se reproduit.",
        # issue 26 (items 2 and 3): options as typed, limits of what one member opens
        "options_json_at": "Les options ne sont pas du JSON bien formé (vers le caractère {at}).",
        "options_after_json": "Les options sont un seul objet JSON ; {rest} le suit.",
        "limit_lobbies": "Vous êtes déjà l'hôte de {limit:plural:salon ouvert:salons ouverts} "
        "sur ce serveur, le plus qu'un membre puisse avoir. Commencez, quittez ou arrêtez-en "
        "un d'abord ; un membre qui peut gérer le serveur change cette limite avec "
        "`/serveur réglages salons_par_membre`.",
        "limit_games": "Vous jouez déjà dans {limit:plural:partie} (au salon ou en cours) sur "
        "ce serveur, le plus qu'un membre puisse avoir. Finissez-en ou quittez-en une "
        "d'abord ; un membre qui peut gérer le serveur change cette limite avec "
        "`/serveur réglages parties_par_membre`.",
        "limit_hourly": "{limit:plural:partie a été ouverte:parties ont été ouvertes} dans ce "
        "salon en une heure, le plus que ce serveur permette : réessayez plus tard. Un membre "
        "qui peut gérer le serveur change cette limite avec "
        "`/serveur réglages parties_par_heure`.",
        "limit_range": "{name} est un nombre entier de {low} à {high}.",
        "options_refused": "Option invalide pour {title} : {problems}.",
        "options_sep": " ; ",
        "option_unknown": "il n'y a pas d'option {name} (les options : {known})",
        "option_missing": "{name} doit être donnée",
        "option_one_of": "{name} vaut l'une de ces valeurs : {allowed:list}, pas {value}",
        "option_whole_between": "{name} est un nombre entier de {low} à {high}, pas {value}",
        "option_whole_from": "{name} est un nombre entier d'au moins {low}, pas {value}",
        "option_whole_to": "{name} est un nombre entier d'au plus {high}, pas {value}",
        "option_whole": "{name} est un nombre entier, pas {value}",
        "option_number_between": "{name} est un nombre de {low} à {high}, pas {value}",
        "option_number_from": "{name} est un nombre d'au moins {low}, pas {value}",
        "option_number_to": "{name} est un nombre d'au plus {high}, pas {value}",
        "option_number": "{name} est un nombre, pas {value}",
        "option_yes_no": "{name} vaut true ou false (oui ou non), pas {value}",
        "option_items": "{name} contient de {low} à {high} éléments",
        "option_items_from": "{name} contient au moins {low:plural:élément}",
        "option_chars": "{name} est un texte de {low} à {high} caractères",
        "option_chars_from": "{name} est un texte d'au moins {low:plural:caractère}",
        "option_text": "{name} est un texte, pas {value}",
        "option_list": "{name} est une liste comme [1, 2], pas {value}",
        "option_object": "{name} est un objet JSON, pas {value}",
        "option_bad": "{name} ne peut pas valoir {value}",
        "limits_are": "au plus {lobbies:plural:salon ouvert:salons ouverts} et "
        "{games:plural:partie} en jeu par membre, {hourly:plural:nouvelle partie:nouvelles "
        "parties} par salon et par heure",
        # issue 26 (reliability): standing answers, a full disk
        "standing_used": "Votre réponse d'avance a été jouée pour vous : {answer}.",
        "standing_closed": "La partie n° {game} est {status:name:status} ; on ne peut plus y "
        "fixer de réponses d'avance.",
        "disk_full": "Le bot ne peut rien enregistrer pour l'instant (son stockage est plein) : "
        "rien n'a été joué ni changé. Réessayez plus tard.",
    },
    "de": {
        "waiting": "Wartet auf {names:list}.",
        "nobody": "niemand",
        "waiting_for": "Wartet auf: {who}",
        "your_turn": "Du bist dran: {who}",
        "game_over_for": "Danke fürs Spielen, {who}!",
        "starts": "{title} Nr. {game} beginnt mit {names:list}.",
        "joined": "{name} ist Spiel Nr. {game} beigetreten ({count}/{seats} Plätze).",
        "game_changed": "Das Spiel hat sich geändert, während du gehandelt hast; sieh noch "
        "einmal nach und versuche es erneut.",
        "unknown_kind": "Unbekanntes Spiel {kind}. Bekannte Spiele: {known}.",
        "no_game": "Es gibt kein Spiel Nr. {game}.",
        "not_started": "Spiel Nr. {game} hat noch nicht begonnen.",
        "no_seat": "Du hast keinen Platz in Spiel Nr. {game}.",
        "bad_options": "Ungültige Optionen für {title}.",
        "cannot_join": "Spiel Nr. {game} ist {status:name:status}; man kann nicht mehr beitreten.",
        "already_seated": "Du hast schon einen Platz in Spiel Nr. {game}.",
        "full": "Spiel Nr. {game} ist voll ({count} Spieler).",
        "cannot_leave": "Spiel Nr. {game} ist {status:name:status}; Plätze kann man nur in "
        "der Lobby verlassen. Bitte stattdessen den Gastgeber, das Spiel abzubrechen.",
        "cannot_start": "Spiel Nr. {game} ist {status:name:status}; es kann nicht gestartet "
        "werden.",
        "host_starts": "Nur der Gastgeber kann das Spiel starten.",
        "bad_seed": "Der Seed ist eine ganze Zahl von 0 bis 2^63−1.",
        "not_your_seat": "Platz {seat} von Spiel Nr. {game} gehört nicht dir.",
        "no_more_moves": "Spiel Nr. {game} ist {status:name:status}; es sind keine Züge mehr "
        "möglich.",
        "not_your_turn": "Du bist nicht am Zug. Das Spiel wartet auf {names}.",
        "which_seat": "Das Spiel wartet auf mehrere deiner Plätze ({names}); sag, welcher "
        "Platz handelt.",
        "no_move_to_undo": "Es gibt keinen Zug zum Zurücknehmen.",
        "cannot_undo": "Spiel Nr. {game} ist {status:name:status}; Züge können nicht mehr "
        "zurückgenommen werden.",
        "undo_pending": "Eine Rücknahme-Anfrage wartet schon auf Antworten.",
        "undo_irreversible": "Der letzte Zug kann nicht zurückgenommen werden: er hat "
        "gewürfelt, zufällig gezogen oder Verborgenes aufgedeckt.",
        "no_undo_request": "Keine Rücknahme-Anfrage wartet auf eine Antwort.",
        "own_undo": "Du hast diese Rücknahme erbeten; die anderen Spieler beantworten sie.",
        "undo_outdated": "Diese Rücknahme-Anfrage ist veraltet: ein anderer Zug wurde gemacht.",
        "no_earlier": "Es gibt keine frühere Stellung, zu der man zurückkehren kann.",
        "abort_rights": "Nur der Gastgeber oder ein Server-Admin kann das Spiel abbrechen.",
        "already_over": "Spiel Nr. {game} ist schon {status:name:status}.",
        "replace_rights": "Nur der Gastgeber oder ein Server-Admin kann einen Spieler ersetzen.",
        "replace_running": "Spieler können nur in einem laufenden Spiel ersetzt werden.",
        "no_such_seat": "Es gibt keinen Platz {seat} in Spiel Nr. {game}.",
        "already_plays": "Dieser Benutzer spielt schon in diesem Spiel.",
        "no_standing": "{title} hat keine Vorab-Antwort für {kind}; seine Fragen: {known}.",
        "standing_choices": "Für {question} antworte eines von: {choices}.",
        "log_numbers": "Versatz und Grenze des Verlaufs müssen ganze Zahlen sein.",
        "settings_host": "Nur der Gastgeber kann die Einstellungen des Spiels ändern.",
        "export_running": "Spiel Nr. {game} läuft noch. Seine Aufzeichnung enthält den Seed, "
        "der jede verdeckte Karte und jede Ziehung bestimmt; sie kann exportiert werden, "
        "sobald das Spiel vorbei ist.",
        "bad_zone": "{zone} ist keine Zeitzone, die ich kenne; schreib sie wie Europe/Berlin "
        "oder America/New_York.",
        "vacation_seat": "Du hast keinen Platz in diesem Spiel.",
        "vacation_running": "Urlaub gibt es nur in laufenden Spielen.",
        "vacation_days": "Ein Urlaub in diesem Spiel dauert 0 bis {days} Tage.",
        "quiet_hours": "Ruhezeiten sind ganze Stunden von 0 bis 23.",
        "damaged_button": "Diese Schaltfläche ist beschädigt; nimm die neueste Nachricht.",
        "damaged_choice": "Diese Auswahl ist beschädigt; nimm die neueste Nachricht.",
        "pick_move": "Wähle einen Zug aus dem Menü.",
        "pick_answer": "Wähle eine Antwort aus dem Menü.",
        "answer_gone": "Diese Antwort wird nicht mehr angeboten; nimm die neueste Nachricht.",
        "not_whole": "{text} ist keine ganze Zahl.",
        "out_of_range": "{value} liegt nicht zwischen {low} und {high}.",
        "prompt_expired": "Diese Nachricht ist abgelaufen; nimm die neueste.",
        "move_gone": "Dieser Zug wird nicht mehr angeboten; nimm die neueste Nachricht.",
        "bad_user_id": "Eine Benutzer-ID ist eine ganze Zahl von 0 bis 2^63−1, nicht {value}.",
        "bad_seat": "Ein Platz ist eine ganze Zahl, nicht {value}.",
        "bad_discord_id": "Eine ID für {what:name:what} ist eine ganze Zahl von 0 bis 2^63−1, "
        "nicht {value}.",
        "bad_version": "Eine Spielversion ist eine ganze Zahl, nicht {value}.",
        "not_flag": "{what:name:what}: True oder False, nicht {value}.",
        "not_text": "{what:name:what}: ein Text, nicht {value}.",
        "too_long": "{what:name:what}: zu lang ({length} Zeichen; höchstens {limit}).",
        "surrogate": "{what:name:what}: enthält ein Zeichen, das nicht gespeichert werden "
        "kann (ein einzelnes Surrogat).",
        "bad_user": "Ein Spieler wird mit ID und Namen angegeben, nicht {value}.",
        "empty_name": "Der Name eines Spielers darf nicht leer sein.",
        "too_many": "{what:name:what}: zu viele Werte (höchstens {limit}).",
        "too_deep": "{what:name:what}: zu tief verschachtelt (höchstens {limit} Ebenen).",
        "number_range": "{what:name:what}: eine Zahl außerhalb des Bereichs (höchstens 2^63−1).",
        "not_finite": "{what:name:what}: eine Zahl, die nicht endlich ist.",
        "key_not_text": "{what:name:what}: Namen (Schlüssel) sind Texte, nicht {value}.",
        "cannot_hold": "{what:name:what} kann {value} nicht enthalten.",
        "not_mapping": "{what:name:what}: Namen und Werte, nicht {value}.",
        "bad_json": "Das ist keine wohlgeformte Aktion: kein gültiges JSON.",
        "action_not_mapping": "Das ist keine wohlgeformte Aktion: sie wird als Namen und "
        "Werte angegeben, nicht {value}.",
        "unknown_setting": "Unbekannte Einstellung {name}. Bekannte Einstellungen: {known}.",
        "bad_language": "Die Sprache ist eine von {known}, nicht {value}.",
        "setting_number": "Die Einstellung {name} ist eine Zahl, nicht {value}.",
        "bad_setting": "Ungültige Einstellung {where}: {why}.",
        "no_secrets": "Du hast keinen Platz in Spiel Nr. {game}, also keine Geheimnisse dort.",
        "which_game": "Benutze das im Thread des Spiels oder gib die Nummer des Spiels an "
        "(`/game mine` listet deine Spiele).",
        "spectator": "{refusal} Das Spiel wartet auf {names}.",
        "nothing_to_play": "Spiel Nr. {game} ist {status:name:status}; es gibt nichts zu spielen.",
        "stuck": "Das Spiel wartet auf dich, bietet aber keinen möglichen Zug: es kann nicht "
        "weitergehen.",
        "moved_on": "Das Spiel ist seit dieser Nachricht weitergegangen. {refusal}",
        "see_rules": "{refusal} Siehe `{command}`.",
        "json_value": "{name}: schreib den Wert als JSON.",
        "server_only": "Server-Einstellungen gehören zu einem Server: benutze das dort.",
        "manage_server": "Nur Mitglieder mit Server verwalten können die Einstellungen dieses "
        "Servers ändern.",
        "options_json": "Die Optionen sind kein gültiges JSON: {error}.",
        "options_shape": "Die Optionen sind ein JSON-Objekt oder Paare schlüssel=wert.",
        "option_pair": "Schreib jede Option als schlüssel=wert; {part} ist es nicht.",
        "open_in_server": "Öffne Spiele im Textkanal eines Servers.",
        "opener_role": "Auf diesem Server öffnen Mitglieder mit der Rolle <@&{role}> Spiele "
        "(oder ein Mitglied mit Server verwalten).",
        "open_in_channel": "Öffne Spiele in einem Textkanal (nicht in einem Thread): jedes "
        "Spiel bekommt seinen eigenen Thread.",
        "cannot_post": "Ich kann in diesem Kanal nicht schreiben; gib mir hier Nachrichten "
        "senden, Links einbetten und Öffentliche Threads erstellen, dann versuche es erneut.",
        "no_thread": "Ich konnte keinen Thread für das Spiel erstellen (fehlende Berechtigung?), "
        "und Spiel Nr. {other} läuft schon ohne Thread in diesem Kanal. Beende es zuerst oder "
        "gib mir hier Öffentliche Threads erstellen, dann versuche es erneut.",
        "no_board": "Spiel Nr. {game} hat kein Brett: es ist {status:name:status}.",
        "replay_too_big": "Die Wiederholung passt hier nicht in die Upload-Grenze, auch klein "
        "nicht.",
        "no_rules": "{title} hat noch keine Regelübersicht.",
        "no_topic": "{title} hat kein Thema {topic}; seine Themen: {topics}.",
        "skip_rights": "Nur der Gastgeber oder ein Mitglied mit Server verwalten kann einen "
        "Spieler überspringen.",
        "nobody_to_skip": "Spiel Nr. {game} ist {status:name:status}; es gibt niemanden zu "
        "überspringen.",
        "no_clock_out": "In Spiel Nr. {game} ist keine Uhr abgelaufen (es wartet auf {names}); "
        "ein Spieler kann erst übersprungen werden, wenn seine Uhr auf null steht.",
        "no_default_move": "{title} hat keinen Standardzug, also kann {name} nicht "
        "übersprungen werden. Benutze `/game replace`, um den Platz einem anderen Spieler zu "
        "geben, oder `/game abort`.",
        "bot_seat": "Ein Bot kann keinen Platz nehmen.",
        "place": "{place}. {names:and}",
        "game_is_over": "Das Spiel ist vorbei. {places}",
        "final_ranking": "Endstand: {places}",
        "opened": "{name} hat ein Spiel {title} (Nr. {game}) für {low}–{high} Spieler eröffnet.",
        "left": "{name} hat Spiel Nr. {game} verlassen.",
        "nobody_left": "Spiel Nr. {game} ist abgebrochen: niemand ist übrig.",
        "new_host": "{name} ist jetzt der Gastgeber.",
        "undo_asked": "{name} bittet, den letzten Zug zurückzunehmen ({move}). Wartet auf "
        "die Zustimmung von {who}.",
        "undo_declined": "{name} lehnt die Rücknahme ab; der Zug bleibt.",
        "undo_done": "{name} stimmt zu. Der letzte Zug ist zurückgenommen.",
        "undo_agreed": "{name} stimmt der Rücknahme zu. Wartet noch auf {who}.",
        "aborted": "Spiel Nr. {game} wurde abgebrochen.",
        "replaced": "{name} spielt jetzt Platz {seat} ({former}).",
        "settings_updated": "Einstellungen geändert.",
        "game_n": "Spiel {game}",
        "game_title": "{title} — Spiel {game}",
        "host_mark": " (Gastgeber)",
        "default_options": "Standardoptionen",
        "options": "Optionen",
        "settings": "Einstellungen",
        "lobby_lobby": "Wartet auf Spieler — Beitreten, dann drückt der Gastgeber Starten.",
        "lobby_running": "Das Spiel hat begonnen — verfolge es im Thread.",
        "lobby_finished": "Das Spiel ist vorbei.",
        "lobby_aborted": "Das Spiel wurde abgebrochen.",
        "players_count": "Spieler ({count}; {low}–{high})",
        "nobody_yet": "noch niemand",
        "nothing_to_report": "Nichts zu melden.",
        "status_line": "Stand: **{status:name:state}** · Thread {thread}",
        "players": "Spieler",
        "waiting_for_field": "Wartet auf",
        "moves_so_far": "Bisherige Züge",
        "log_title": "{title} — Spiel {game} — Verlauf, Seite {page}",
        "no_moves_page": "Keine Züge auf dieser Seite.",
        "nothing_secret": "Dieses Spiel hat nichts Geheimes für dich.",
        "you": "du",
        "nothing": "nichts",
        "private_to": "Nur für {name}:\n{body}",
        "mine_title": "Deine Spiele, auf allen Servern",
        "no_games": "Du hast keine Spiele auf diesem Server.",
        "stats_title": "{name} — beendete Spiele auf diesem Server",
        "no_finished": "Noch kein beendetes Spiel (abgebrochene Spiele zählen nicht).",
        "stats_line": "{played} gespielt, {won} gewonnen, mittlerer Platz {place}; Wertung "
        "**{rating}**",
        "elo_footer": "Elo, paarweise aus der Rangfolge jedes Spiels gezählt; alle beginnen "
        "bei 1500.",
        "leaderboard_title": "{title} — Rangliste",
        "leaderboard_line": "{place}. **{name}** {rating} ({played} gespielt, {won} gewonnen)",
        "turn_n": "Runde {turn}",
        "the_game": "Das Spiel",
        "moves_count": "{count:plural:Zug:Züge}.",
        "dms_refused": "Ich kann dir keine Direktnachrichten senden (deine "
        "Privatsphäre-Einstellungen oder eine Blockierung verhindern sie), also versuche ich es "
        "nicht mehr. Mit `/game hand` siehst du deine geheimen Infos jederzeit.",
        "is_open": "Spiel Nr. {game} ist eröffnet: {thread}.",
        "no_thread_here": "Ich konnte keinen Thread erstellen (fehlende Berechtigung?), also "
        "läuft das Spiel hier.",
        "async_play": "Asynchrones Spiel",
        "clocks": "Uhren",
        "end_of_turn": " — Ende der Runde {turn}",
        "replay_title": "{title} — Spiel {game}, Wiederholung",
        "replay_boards": "{count} Bretter: der Anfang, das Ende jeder Runde, das letzte.",
        "exported": "Die Aufzeichnung von Spiel Nr. {game}: mit `python -m bot replay {name}` "
        "nachbauen und prüfen.",
        "standing_list": "Deine Vorab-Antworten in Spiel Nr. {game}: {answers}\nFragen, die du "
        "vorab beantworten kannst: {offered}",
        "none": "keine",
        "none_in_game": "keine in diesem Spiel",
        "standing_saved": "Gespeichert. Deine Vorab-Antworten in Spiel Nr. {game}: {answers}.",
        "taken_back": "Der letzte Zug ist zurückgenommen.",
        "undo_requested": "Rücknahme erbeten; die anderen Spieler antworten im Thread.",
        "is_aborted": "Spiel Nr. {game} ist abgebrochen.",
        "game_settings": "Spiel Nr. {game}: {said}.",
        "host_changed_settings": "Der Gastgeber hat die Einstellungen geändert: {said}.",
        "settings_of": "Einstellungen von Spiel Nr. {game}: {said}.",
        "on_vacation": "{name} ist bis {until} im Urlaub; die Uhr ist angehalten.",
        "back_from_vacation": "{name} ist aus dem Urlaub zurück; die Uhr läuft wieder.",
        "topics": "Themen: {topics}",
        "your_notifications": "Deine Benachrichtigungen: {said}.",
        "skipped_one": "Standardzug von {name} in Spiel Nr. {game} gespielt.",
        "skipped_many": "Standardzüge von {names} in Spiel Nr. {game} gespielt.",
        "server_settings": "Einstellungen dieses Servers: {said}.",
        "server_settings_saved": "Gespeichert. Einstellungen dieses Servers: {said}.",
        "clock_of": "Uhr {hours} h + {increment} h je Zug",
        "no_time_control": "ohne Zeitkontrolle",
        "answers_due": " · Antworten fällig in {hours} h",
        "async_settings": "Erinnerungen alle {hours} h · {clock} · Urlaub bis {days} Tage",
        "games_in": "neue Spiele in {channel}",
        "games_anywhere": "neue Spiele dort, wo /game new benutzt wird",
        "reminders_every": "Erinnerungen alle {hours} h",
        "reminders_default": "Erinnerungen: die Voreinstellung des Bots",
        "clocks_of": "Uhren von {hours} h",
        "opened_by": "Spiele eröffnet von {role} (und Server verwalten)",
        "anyone_opens": "alle dürfen Spiele eröffnen",
        "games_language": "neue Spiele auf {which:name:languages}",
        "quiet_hours_are": "Ruhe {start}–{end} ({zone})",
        "no_quiet_hours": "keine Ruhezeiten",
        "prefs": "Erwähnung bei meinem Zug: {ping} · DM bei meinem Zug: {dm} · {quiet} · {dms}",
        "on": "an",
        "off": "aus",
        "dms_on": "DMs: an",
        "dms_off": "DMs: aus (deine Geheimnisse nur über /game hand)",
        "hours_left": "noch {hours} h",
        "on_vacation_until": "im Urlaub bis {until}",
        "to_act": "am Zug",
        "your_move": "Dein Zug",
        "my_hand": "Meine Hand",
        "moved_on_message": "Das Spiel ist seit dieser Nachricht weitergegangen; hier ist der "
        "aktuelle Stand.",
        "moved_on_prompt": "Das Spiel ist seit dieser Nachricht weitergegangen; hier ist die "
        "aktuelle Auswahl.",
        "choose_number": "Eine Zahl wählen",
        "whole_number": "Eine ganze Zahl von {low} bis {high}",
        "enter_number": "Zahl eingeben ({low}–{high})",
        "skip": "Überspringen",
        "choose": "Wählen…",
        "previous_page": "Vorige Seite",
        "next_page": "Nächste Seite",
        "back": "Zurück",
        "lobby_join": "Beitreten",
        "lobby_leave": "Verlassen",
        "lobby_start": "Starten",
        "you_join": "Du bist Spiel Nr. {game} beigetreten.",
        "you_leave": "Du hast Spiel Nr. {game} verlassen.",
        "you_start": "Spiel Nr. {game} hat begonnen.",
        "accept_undo": "Rücknahme annehmen",
        "decline_undo": "Rücknahme ablehnen",
        "answer_recorded": "Deine Antwort ist gespeichert.",
        "earlier": "Früher",
        "later": "Später",
        "taken_for_you": "Nur eine Antwort möglich, für dich gewählt: {answers}.",
        "done": "Erledigt: {move}.",
        "done_next": "{done} Weiter:",
        "game_waits": "Das Spiel wartet auf {names}.",
        "picture_too_large": "Das Bild ist selbst in kleinster Größe zu groß für die "
        "Upload-Grenze dieses Servers; ich kann es nicht senden.",
        "no_turns": "{title} hat keine nummerierten Runden, also gibt es kein früheres Brett.",
        "turn_not_over": "Runde {turn} ist noch nicht vorbei; `/game board` zeigt das Brett jetzt.",
        "clock_left": "Deine Uhr hat noch {left}: sie läuft {relative} ab ({at}).",
        "waited_since": "Das Spiel wartet seit {since} auf dich.",
        "nearly_out": "{who}, deine Uhr in {title} Nr. {game} ist fast abgelaufen.",
        "reminder": "{who}, Erinnerung: {title} Nr. {game} wartet auf deinen Zug.",
        "reminder_dm": "Erinnerung: du bist am Zug in {title} Nr. {game}.",
        "dm_since": "Seit deinem letzten Zug:",
        "dm_your_turn": "Du bist am Zug: drücke Dein Zug im Thread.",
        "dm_hand": "Deine ganze Hand: `/game hand`.",
        "default_answer": "{name} hat nicht rechtzeitig geantwortet: die Standardantwort der "
        "Regeln wurde gegeben.",
        "default_move": "Die Uhr von {name} ist abgelaufen: der Standardzug des Spiels wurde "
        "gemacht.",
        "host_or_admin_may": "Der Gastgeber oder ein Mitglied mit Server verwalten kann:",
        "host_may": "{host}, als Gastgeber kannst du:",
        "clock_ran_out": "Die Uhr von {who} ist in {title} Nr. {game} abgelaufen.",
        "clocks_ran_out": "Die Uhren von {who} sind in {title} Nr. {game} abgelaufen.",
        "out_choices_skip": "warten, sie mit `/game skip` überspringen (ihr Standardzug), mit "
        "`/game replace` einen Spieler ersetzen oder mit `/game abort` das Spiel beenden.",
        "out_choices": "warten, mit `/game replace` einen Spieler ersetzen oder mit "
        "`/game abort` das Spiel beenden.",
        "help_title": "Spielen mit petrocord",
        "help_joining_title": "Beitreten",
        "help_joining": "`/game new` in einem Textkanal öffnet eine Lobby mit eigenem Thread; "
        "drücke **Beitreten**, und der Gastgeber drückt **Starten**. `/game mine` listet deine "
        "Spiele.",
        "help_turn_title": "Dein Zug",
        "help_turn": "Wenn das Spiel auf dich wartet, wirst du einmal im Thread erwähnt. "
        "Drücke **Dein Zug**: eine private Nachricht fragt eine Wahl nach der anderen und geht "
        "nach jedem Zug zum nächsten (Weiter: …), bis das Spiel auf jemand anderen wartet. "
        "Schritte mit nur einer möglichen Antwort werden für dich gewählt. Du kannst den Zug "
        "auch als Befehl eingeben (`/omb …` für One More Barrel).",
        "help_hand_title": "Deine Hand",
        "help_hand": "Deine geheimen Infos (Geld, Angebote) kommen per DM, wenn sie sich "
        "ändern; **Meine Hand** oder `/game hand` zeigt sie jederzeit, nur dir.",
        "help_time_title": "Erinnerungen und Zeit",
        "help_time": "Erinnerungen kommen alle `reminder_hours` Stunden, solange das Spiel auf "
        "dich wartet, mit der Restzeit deiner Uhr. `/game notify` wählt Erwähnung, DM und "
        "Ruhezeiten in deiner Zeitzone. `/game status` zeigt alle Uhren. `/game mine` listet "
        "deine Spiele auf allen Servern, von überall; `/pace digest` schickt eine DN am Tag "
        "statt Erinnerungen.",
        "help_trouble_title": "Rücknahme, Urlaub, Probleme",
        "help_trouble": "`/game undo` bittet die anderen, den letzten Zug zurückzunehmen (nicht "
        "einen, der gewürfelt oder ein Geheimnis aufgedeckt hat). `/game vacation days` hält "
        "deine Uhr an. Der Gastgeber kann einen Spieler mit abgelaufener Uhr überspringen "
        "(`/game skip`), einen Spieler ersetzen (`/game replace`) oder abbrechen "
        "(`/game abort`); `/pace daily` setzt eine tägliche Frist, `/pace pauses` begrenzt "
        "Pausen.",
        "help_looking_title": "Ansehen",
        "help_looking": "`/game board` (oder `turn:` für eine frühere Runde), `/game log`, "
        "`/game status`; `/game rules` für die Regeln jedes Spiels in Kürze. Beendete "
        "Spiele: `/results stats`, `/results leaderboard`, `/results history`.",
        "undo_lapsed": "Die offene Rücknahme-Anfrage ist verfallen: ein neuer Zug wurde gemacht.",
        "no_such_game": "Kein solches Spiel hier.",
        "already_played": "Das Spiel ist weitergegangen, während dieser Befehl unterwegs war "
        "(doppelt gesendet? der erste wurde gespielt), also wurde nichts weiter getan. Sieh "
        "dir das Brett an und sende ihn erneut, wenn du ihn noch meinst.",
        "too_large_note": "Das Bild war zu groß zum Hochladen hier und fehlt daher.",
        "not_drawn_note": "Das Bild konnte diesmal nicht gezeichnet werden.",
        "what_do_you_do": "Was tust du?",
        "ready": "Bereit: drücke den Knopf, um ihn zu spielen.",
        "number_between": " (eine Zahl von {low} bis {high})",
        "skip_step": "überspringen ({step})",
        "step_question": "**{move}** — {step}{extra}?",
        "move_answer": "{move}: {answer}",
        "menu_part": "{menu} ({part}/{parts})",
        "command_here": "Diesen Befehl kannst du hier nicht benutzen.",
        "sorry": "Entschuldigung, bei mir ist etwas schiefgegangen (Fehlerreferenz "
        "`{reference}`). Sieh in den Thread des Spiels, bevor du es erneut versuchst, und "
        "nenne die Referenz, falls es wieder passiert.",
        # issue 26 (items 2 and 3): options as typed, limits of what one member opens
        "options_json_at": "Die Optionen sind kein wohlgeformtes JSON (bei Zeichen {at}).",
        "options_after_json": "Die Optionen sind ein JSON-Objekt; danach steht noch {rest}.",
        "limit_lobbies": "Du bist schon Gastgeber von {limit:plural:offenen Lobby:offenen "
        "Lobbys} auf diesem Server, mehr darf ein Mitglied nicht haben. Starte, verlasse oder "
        "brich zuerst eine ab; ein Mitglied mit Server verwalten ändert die Grenze mit "
        "`/server einstellungen lobbys_pro_mitglied`.",
        "limit_games": "Du spielst schon in {limit:plural:Spiel:Spielen} (in der Lobby oder "
        "im Gange) auf diesem Server, mehr darf ein Mitglied nicht haben. Beende oder "
        "verlasse zuerst eines; ein Mitglied mit Server verwalten ändert die Grenze mit "
        "`/server einstellungen spiele_pro_mitglied`.",
        "limit_hourly": "In diesem Kanal ist die Grenze dieses Servers erreicht "
        "({limit:plural:neues Spiel:neue Spiele} in der letzten Stunde): versuch es später "
        "noch einmal. Ein Mitglied mit Server verwalten ändert die Grenze "
        "mit `/server einstellungen spiele_pro_stunde`.",
        "limit_range": "{name} ist eine ganze Zahl von {low} bis {high}.",
        "options_refused": "Ungültige Option für {title}: {problems}.",
        "options_sep": "; ",
        "option_unknown": "es gibt keine Option {name} (die Optionen: {known})",
        "option_missing": "{name} muss angegeben werden",
        "option_one_of": "{name} ist einer dieser Werte: {allowed:list}, nicht {value}",
        "option_whole_between": "{name} ist eine ganze Zahl von {low} bis {high}, nicht {value}",
        "option_whole_from": "{name} ist eine ganze Zahl ab {low}, nicht {value}",
        "option_whole_to": "{name} ist eine ganze Zahl bis {high}, nicht {value}",
        "option_whole": "{name} ist eine ganze Zahl, nicht {value}",
        "option_number_between": "{name} ist eine Zahl von {low} bis {high}, nicht {value}",
        "option_number_from": "{name} ist eine Zahl ab {low}, nicht {value}",
        "option_number_to": "{name} ist eine Zahl bis {high}, nicht {value}",
        "option_number": "{name} ist eine Zahl, nicht {value}",
        "option_yes_no": "{name} ist true oder false (ja oder nein), nicht {value}",
        "option_items": "{name} enthält {low} bis {high} Einträge",
        "option_items_from": "{name} enthält mindestens {low:plural:Eintrag:Einträge}",
        "option_chars": "{name} ist ein Text von {low} bis {high} Zeichen",
        "option_chars_from": "{name} ist ein Text von mindestens {low:plural:Zeichen:Zeichen}",
        "option_text": "{name} ist ein Text, nicht {value}",
        "option_list": "{name} ist eine Liste wie [1, 2], nicht {value}",
        "option_object": "{name} ist ein JSON-Objekt, nicht {value}",
        "option_bad": "{name} kann nicht {value} sein",
        "limits_are": "höchstens {lobbies:plural:offene Lobby:offene Lobbys} und "
        "{games:plural:Spiel:Spiele} im Gange pro Mitglied, {hourly:plural:neues Spiel:neue "
        "Spiele} pro Kanal und Stunde",
        # issue 26 (reliability): standing answers, a full disk
        "standing_used": "Deine Vorab-Antwort wurde für dich gespielt: {answer}.",
        "standing_closed": "Spiel Nr. {game} ist {status:name:status}; Vorab-Antworten können "
        "nicht mehr gesetzt werden.",
        "disk_full": "Der Bot kann gerade nichts speichern (sein Speicher ist voll), daher wurde "
        "nichts gespielt oder geändert. Versuche es später noch einmal.",
    },
}

# Issue 29, items 4 and 6 (one-click moves, prompts that say things once): the bot's words
# for them, in the three languages, merged into TEXTS below.
_PROMPT_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "step_alone": "{step}{extra}?",
        "amount_other": "Another number…",
        "amount_most": "{count} (max.)",
        # issue 29, item 4: several moves in one click (the rest of a stack, a forced draw)
        "same_for": "Same for {names}",
        "same_for_more": "Same for {count} more",
        "again": "The same, {count} more times",
        "chain_refused": "Nothing was played: move {number} of {count} is not possible now. "
        "{refusal}",
    },
    "fr": {
        "step_alone": "{step}{extra} ?",
        "amount_other": "Un autre nombre…",
        "amount_most": "{count} (max.)",
        "same_for": "Pareil pour {names}",
        "same_for_more": "Pareil pour {count} de plus",
        "again": "Pareil, encore {count} fois",
        "chain_refused": "Rien n'a été joué : le coup {number} sur {count} n'est pas possible "
        "maintenant. {refusal}",
    },
    "de": {
        "step_alone": "{step}{extra}?",
        "amount_other": "Andere Zahl…",
        "amount_most": "{count} (max.)",
        "same_for": "Dasselbe für {names}",
        "same_for_more": "Dasselbe für {count} weitere",
        "again": "Dasselbe, noch {count}-mal",
        "chain_refused": "Nichts wurde gespielt: Zug {number} von {count} ist jetzt nicht "
        "möglich. {refusal}",
    },
}
for _language, _entries in _PROMPT_TEXTS.items():
    TEXTS[_language].update(_entries)


#: Computer players (issue 32, item 4; bot/computer_seats.py, bot/computers.py,
#: cogs/computers.py): their names, the autopilot, a timeout played by the computer.
COMPUTER_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "computer_level_easy": "easy",
        "computer_level_normal": "normal",
        "computer_level_hard": "hard",
        "computer_name": "Computer ({level})",
        "computer_name_numbered": "Computer {number} ({level})",
        "computer_level": "The computer plays at one of these levels: {levels}.",
        "host_adds_computers": "Only the host adds computer players.",
        "autopilot_running": "Game #{game} is not being played: no autopilot.",
        "autopilot_on": "{name} hands their seat to the computer ({level}) while away; "
        "`/computer autopilot off` takes it back.",
        "autopilot_off": "{name} plays their seat again.",
        "undo_computer": "The last move was the computer's; it cannot be taken back.",
        "computer_on_timeout": "The computer now plays a seat whose clock runs out.",
        "computer_not_on_timeout": "A seat whose clock runs out is no longer played by the "
        "computer.",
        "computer_played_autopilot": "The computer played for {name} (autopilot).",
        "computer_played_timeout": "{name}'s clock ran out; the computer played for them.",
        "computers_play": "The computer plays: {seats}.",
        "lobby_computer": "Add a computer",
        "lobby_remove": "Remove a computer",
        "you_remove": "The computer player added last left game #{game}.",
        "host_removes_computers": "Only the host removes computer players.",
        "no_computer_seat": "Game #{game} has no computer seat to remove.",
        "server_timeouts_on": "in new games the computer plays a seat whose clock runs out",
        "server_timeouts_off": "in new games a seat whose clock runs out is not played by "
        "the computer",
        "you_computer": "A computer player (normal) joined game #{game}.",
        "vacation_autopilot": "`/computer autopilot on` hands your seat to the computer while "
        "you are away.",
        "stats_computers": "Games with a computer seat are not rated; moves the computer "
        "played on autopilot or after a timeout count as the player's.",
    },
    "fr": {
        "computer_level_easy": "facile",
        "computer_level_normal": "normal",
        "computer_level_hard": "difficile",
        "computer_name": "Ordinateur ({level})",
        "computer_name_numbered": "Ordinateur {number} ({level})",
        "computer_level": "L'ordinateur joue à l'un de ces niveaux : {levels}.",
        "host_adds_computers": "Seul l'hôte ajoute des joueurs ordinateur.",
        "autopilot_running": "La partie #{game} n'est pas en cours : pas de pilote automatique.",
        "autopilot_on": "{name} confie sa place à l'ordinateur ({level}) pendant son "
        "absence ; `/computer autopilot off` la reprend.",
        "autopilot_off": "{name} reprend sa place.",
        "undo_computer": "Le dernier coup est celui de l'ordinateur ; il ne peut pas être repris.",
        "computer_on_timeout": "L'ordinateur joue désormais la place dont la pendule tombe à zéro.",
        "computer_not_on_timeout": "L'ordinateur ne joue plus la place dont la pendule "
        "tombe à zéro.",
        "computer_played_autopilot": "L'ordinateur a joué pour {name} (pilote automatique).",
        "computer_played_timeout": "La pendule de {name} est tombée à zéro ; l'ordinateur a "
        "joué pour lui.",
        "computers_play": "L'ordinateur joue : {seats}.",
        "lobby_computer": "Ajouter un ordinateur",
        "lobby_remove": "Retirer un ordinateur",
        "you_remove": "Le dernier joueur ordinateur ajouté a quitté la partie n° {game}.",
        "host_removes_computers": "Seul l'hôte retire des joueurs ordinateur.",
        "no_computer_seat": "La partie n° {game} n'a pas de place d'ordinateur à retirer.",
        "server_timeouts_on": "dans les nouvelles parties, l'ordinateur joue la place dont "
        "la pendule tombe à zéro",
        "server_timeouts_off": "dans les nouvelles parties, l'ordinateur ne joue pas la "
        "place dont la pendule tombe à zéro",
        "you_computer": "Un joueur ordinateur (normal) a rejoint la partie #{game}.",
        "vacation_autopilot": "`/computer autopilot on` confie votre place à l'ordinateur "
        "pendant votre absence.",
        "stats_computers": "Les parties avec une place d'ordinateur ne sont pas classées ; "
        "les coups joués par l'ordinateur en pilote automatique ou après une pendule "
        "tombée comptent comme ceux du joueur.",
    },
    "de": {
        "computer_level_easy": "leicht",
        "computer_level_normal": "normal",
        "computer_level_hard": "schwer",
        "computer_name": "Computer ({level})",
        "computer_name_numbered": "Computer {number} ({level})",
        "computer_level": "Der Computer spielt auf einer dieser Stufen: {levels}.",
        "host_adds_computers": "Nur der Gastgeber fügt Computerspieler hinzu.",
        "autopilot_running": "Spiel #{game} läuft nicht: kein Autopilot.",
        "autopilot_on": "{name} überlässt den Platz während der Abwesenheit dem Computer "
        "({level}); `/computer autopilot off` holt ihn zurück.",
        "autopilot_off": "{name} spielt den Platz wieder selbst.",
        "undo_computer": "Der letzte Zug war der des Computers; er kann nicht zurückgenommen "
        "werden.",
        "computer_on_timeout": "Der Computer spielt jetzt einen Platz, dessen Uhr abläuft.",
        "computer_not_on_timeout": "Ein Platz, dessen Uhr abläuft, wird nicht mehr vom "
        "Computer gespielt.",
        "computer_played_autopilot": "Der Computer hat für {name} gespielt (Autopilot).",
        "computer_played_timeout": "Die Uhr von {name} ist abgelaufen; der Computer hat "
        "den Zug gemacht.",
        "computers_play": "Der Computer spielt: {seats}.",
        "lobby_computer": "Computer hinzufügen",
        "lobby_remove": "Computer entfernen",
        "you_remove": "Der zuletzt hinzugefügte Computerspieler hat Spiel Nr. {game} verlassen.",
        "host_removes_computers": "Nur der Gastgeber entfernt Computerspieler.",
        "no_computer_seat": "Spiel Nr. {game} hat keinen Computerplatz zum Entfernen.",
        "server_timeouts_on": "in neuen Spielen spielt der Computer einen Platz, dessen Uhr "
        "abläuft",
        "server_timeouts_off": "in neuen Spielen spielt der Computer keinen Platz, dessen "
        "Uhr abläuft",
        "you_computer": "Ein Computerspieler (normal) ist Spiel #{game} beigetreten.",
        "vacation_autopilot": "`/computer autopilot on` überlässt deinen Platz während deiner "
        "Abwesenheit dem Computer.",
        "stats_computers": "Spiele mit einem Computerplatz werden nicht gewertet; Züge, die "
        "der Computer per Autopilot oder nach abgelaufener Uhr gespielt hat, zählen als die "
        "des Spielers.",
    },
}
for _language, _texts in COMPUTER_TEXTS.items():
    TEXTS[_language].update(_texts)

#: The words a sentence takes from a table (``{status:name:status}``), by language.
NAMES: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "status": {
            "lobby": "in its lobby",
            "running": "running",
            "finished": "finished",
            "aborted": "aborted",
        },
        "state": {
            "lobby": "lobby",
            "running": "running",
            "finished": "finished",
            "aborted": "aborted",
        },
        "languages": {"en": "English", "fr": "French (français)", "de": "German (Deutsch)"},
    },
    "fr": {
        "status": {
            "lobby": "au salon",
            "running": "en cours",
            "finished": "terminée",
            "aborted": "arrêtée",
        },
        "state": {
            "lobby": "au salon",
            "running": "en cours",
            "finished": "terminée",
            "aborted": "arrêtée",
        },
        "languages": {"en": "anglais", "fr": "français", "de": "allemand"},
        "what": {
            "Options": "Les options",
            "Settings": "Les réglages",
            "The action": "L'action",
            "The audit note": "La note d'arbitrage",
            "The answer": "La réponse",
            "The question": "La question",
            "A player's name": "Le nom d'un joueur",
            "A text in options": "Un texte des options",
            "A text in settings": "Un texte des réglages",
            "A text in the action": "Un texte de l'action",
            "A name in options": "Un nom des options",
            "A name in settings": "Un nom des réglages",
            "A name in the action": "Un nom de l'action",
            "server": "serveur",
            "channel": "salon",
            "thread": "fil",
            "message": "message",
        },
    },
    "de": {
        "status": {
            "lobby": "in der Lobby",
            "running": "im Gange",
            "finished": "beendet",
            "aborted": "abgebrochen",
        },
        "state": {
            "lobby": "Lobby",
            "running": "läuft",
            "finished": "beendet",
            "aborted": "abgebrochen",
        },
        "languages": {"en": "Englisch", "fr": "Französisch", "de": "Deutsch"},
        "what": {
            "Options": "Die Optionen",
            "Settings": "Die Einstellungen",
            "The action": "Die Aktion",
            "The audit note": "Die Prüfnotiz",
            "The answer": "Die Antwort",
            "The question": "Die Frage",
            "A player's name": "Der Name eines Spielers",
            "A text in options": "Ein Text in den Optionen",
            "A text in settings": "Ein Text in den Einstellungen",
            "A text in the action": "Ein Text in der Aktion",
            "A name in options": "Ein Name in den Optionen",
            "A name in settings": "Ein Name in den Einstellungen",
            "A name in the action": "Ein Name in der Aktion",
            "server": "Server",
            "channel": "Kanal",
            "thread": "Thread",
            "message": "Nachricht",
        },
    },
}


@cache
def _catalogue(language: str) -> Catalogue:
    chosen = language if language in TEXTS else "en"
    return Catalogue.of_language(chosen, TEXTS[chosen], NAMES[chosen])


def text(language: str, key: str, **params: Any) -> str:
    """The bot's sentence ``key`` in ``language`` (English when it has none); a value that is
    itself a refusal (:class:`Said`, a refusal wrapped in another) is said in that language."""
    said = {k: v.said_in(language) if isinstance(v, Said) else v for k, v in params.items()}
    return _catalogue(language).render(key, said)


def decimal(language: str, value: float, places: int) -> str:
    """``value`` with ``places`` decimals, with the decimal comma of French and German."""
    shown = f"{value:.{places}f}"
    return shown if language == "en" else shown.replace(".", ",")


class Said(Exception):
    """A refusal meant for the user: a sentence of this catalogue (``Refused(key="host_starts")``,
    said in any language by :meth:`said_in`), or a text given with the way to say it in
    another language (``speak``: an engine's refusal, said by its game), or a text as it is.
    ``str(error)`` is the English."""

    def __init__(
        self,
        message: str | None = None,
        /,
        *,
        key: str | None = None,
        speak: Callable[[str], str] | None = None,
        **params: Any,
    ):
        if message is None:
            if key is None:
                raise TypeError("a refusal needs a message or a key")
            message = text("en", key, **params)
        super().__init__(message)
        self.key = key
        self.speak = speak
        self.params = params

    @classmethod
    def like(cls, other: Said) -> Self:
        """This kind of refusal saying what ``other`` says (its key and values, or its text)."""
        if other.key is not None:
            return cls(key=other.key, **other.params)
        return cls(str(other), speak=other.speak)

    def said_in(self, language: str) -> str:
        """The refusal in ``language`` (the given text when nothing says it otherwise)."""
        if self.key is not None:
            return text(language, self.key, **self.params)
        return self.speak(language) if self.speak is not None else str(self)


# ---------------------------------------------------------------- issue 29, items 2, 3 and 5
# Options, values and settings in words (bot/option_words.py), a Fitna scenario as players
# read it, and the final post's explanation of the ranking.
_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "words_option": "{name}: {value}",
        "words_yes": "yes",
        "words_no": "no",
        "words_none": "none",
        "words_given": "given",
        "words_hours": "{count} h",
        "words_days": "{count} days",
        "words_language_en": "English",
        "words_language_fr": "French",
        "words_language_de": "German",
        "fitna_scenario_words": "{number} · {title} · {players} players, {turns} turns",
        "fitna_own_scenario": "0 · your own scenario (rule 33)",
        "end_vp": "{vp} VP",
        "end_money": "{money} $",
        "end_worth": "{worth} M$",
        "end_supremacy": "supremacy",
        "end_no_supremacy": "no supremacy",
        "end_all_lose": "everyone loses",
        "end_tie_break": "{ahead} is ahead of {behind} at {score} each: {by} decide "
        "({first} against {second}).",
        "end_by_crises": "the crisis losses",
        "end_by_start_ups": "the start-up points",
        "end_by_consultants": "the consultant points",
        "end_by_tenders": "the tender track's steps",
        "end_by_regions": "the territories controlled",
        "end_fitna_same_level": "{names:and} reach the same level ({level}): a draw (31.0).",
        "end_fitna_no_level": "Nobody reaches a victory level: a draw (31.0).",
    },
    "fr": {
        "words_option": "{name} : {value}",
        "words_yes": "oui",
        "words_no": "non",
        "words_none": "aucun",
        "words_given": "fourni",
        "words_hours": "{count} h",
        "words_days": "{count} jours",
        "words_language_en": "anglais",
        "words_language_fr": "français",
        "words_language_de": "allemand",
        "fitna_scenario_words": "{number} · {title} · {players} joueurs, {turns} tours",
        "fitna_own_scenario": "0 · votre propre scénario (règle 33)",
        "end_vp": "{vp} PV",
        "end_money": "{money} $",
        "end_worth": "{worth} M$",
        "end_supremacy": "suprématie",
        "end_no_supremacy": "pas de suprématie",
        "end_all_lose": "tous perdent",
        "end_tie_break": "{ahead} devance {behind} à {score} chacun : {by} départagent "
        "({first} contre {second}).",
        "end_by_crises": "les pertes des crises",
        "end_by_start_ups": "les points des start-up",
        "end_by_consultants": "les points des consultants",
        "end_by_tenders": "les cases de la piste des appels d'offres",
        "end_by_regions": "les territoires contrôlés",
        "end_fitna_same_level": "{names:and} atteignent le même niveau ({level}) : match nul "
        "(31.0).",
        "end_fitna_no_level": "Personne n'atteint un niveau de victoire : match nul (31.0).",
    },
    "de": {
        "words_option": "{name}: {value}",
        "words_yes": "ja",
        "words_no": "nein",
        "words_none": "keine",
        "words_given": "angegeben",
        "words_hours": "{count} Std.",
        "words_days": "{count} Tage",
        "words_language_en": "Englisch",
        "words_language_fr": "Französisch",
        "words_language_de": "Deutsch",
        "fitna_scenario_words": "{number} · {title} · {players} Spieler, {turns} Runden",
        "fitna_own_scenario": "0 · ein eigenes Szenario (Regel 33)",
        "end_vp": "{vp} SP",
        "end_money": "{money} $",
        "end_worth": "{worth} M$",
        "end_supremacy": "Vorherrschaft",
        "end_no_supremacy": "keine Vorherrschaft",
        "end_all_lose": "alle verlieren",
        "end_tie_break": "{ahead} liegt bei je {score} vor {behind}: es entscheiden {by} "
        "({first} gegen {second}).",
        "end_by_crises": "die Krisenverluste",
        "end_by_start_ups": "die Start-up-Punkte",
        "end_by_consultants": "die Beraterpunkte",
        "end_by_tenders": "die Felder der Ausschreibungsleiste",
        "end_by_regions": "die kontrollierten Gebiete",
        "end_fitna_same_level": "{names:and} erreichen dieselbe Stufe ({level}): "
        "unentschieden (31.0).",
        "end_fitna_no_level": "Niemand erreicht eine Siegstufe: unentschieden (31.0).",
    },
}
for _language, _entries in _WORDS.items():
    TEXTS[_language].update(_entries)

#: Reliability and pace, the lobby's minimum, the archive and ``/results history`` (issue 33,
#: items 1 and 5: :mod:`bot.reliability`, :mod:`bot.archive`, :mod:`cogs.history`).
_LONG_CAMPAIGNS: dict[str, dict[str, str]] = {
    "en": {
        "too_unreliable": "Game #{game} asks for a reliability of {minimum}% on this server; "
        "yours is {reliability}%.",
        "reliability_range": "A minimum reliability is a whole percent from 0 to 100.",
        "archive_range": "Threads are archived after 0 to 365 days.",
        "pace_title": "Reliability and pace",
        "pace_line": "reliability **{reliability}%**: {missed} of {asked} turns missed "
        "({share}%); answers in {median} (median), {p90} (90th percentile); "
        "{abandoned} games abandoned",
        "pace_none": "nothing to judge by yet: no turn or question here",
        "pace_short": "{reliability}%, {median} median",
        "pace_new": "new here",
        "lobby_pace": "Reliability of the players",
        "lobby_minimum": "To join: a reliability of {minimum}% or more on this server.",
        "duration_minutes": "{count} min",
        "duration_hours": "{count} h",
        "duration_days": "{count} days",
        "no_minimum": "no minimum reliability for new lobbies",
        "minimum_of": "new lobbies ask for {minimum}% reliability",
        "archive_after": "finished games' threads are archived after {days} days",
        "history_title": "Finished games of this server",
        "history_none": "No finished game on this server yet.",
        "history_line": "**#{game} {title}** ({ended}): {places} — {link} · "
        "`/game replay game:{game}`",
        "history_aborted": "**#{game} {title}** ({ended}): aborted — {link}",
        "history_no_thread": "no thread",
        "archived_note": "The game is over: this thread is archived, with its final board "
        "and story kept here. `/results history` lists the server's finished games.",
    },
    "fr": {
        "too_unreliable": "La partie n°{game} demande une fiabilité de {minimum} % sur ce "
        "serveur ; la vôtre est de {reliability} %.",
        "reliability_range": "Une fiabilité minimale est un pourcentage entier de 0 à 100.",
        "archive_range": "Les fils sont archivés après 0 à 365 jours.",
        "pace_title": "Fiabilité et rythme",
        "pace_line": "fiabilité **{reliability} %** : {missed} tours manqués sur {asked} "
        "({share} %) ; réponses en {median} (médiane), {p90} (90e centile) ; "
        "{abandoned} parties abandonnées",
        "pace_none": "rien pour en juger encore : aucun tour ni question ici",
        "pace_short": "{reliability} %, médiane {median}",
        "pace_new": "nouveau ici",
        "lobby_pace": "Fiabilité des joueurs",
        "lobby_minimum": "Pour rejoindre : une fiabilité d'au moins {minimum} % sur ce serveur.",
        "duration_minutes": "{count} min",
        "duration_hours": "{count} h",
        "duration_days": "{count} jours",
        "no_minimum": "pas de fiabilité minimale pour les nouveaux salons",
        "minimum_of": "les nouveaux salons demandent {minimum} % de fiabilité",
        "archive_after": "les fils des parties finies sont archivés après {days} jours",
        "history_title": "Parties finies de ce serveur",
        "history_none": "Aucune partie finie sur ce serveur pour l'instant.",
        "history_line": "**n°{game} {title}** ({ended}) : {places} — {link} · "
        "`/game replay game:{game}`",
        "history_aborted": "**n°{game} {title}** ({ended}) : arrêtée — {link}",
        "history_no_thread": "pas de fil",
        "archived_note": "La partie est finie : ce fil est archivé, son plateau final et son "
        "récit gardés ici. `/results history` liste les parties finies du serveur.",
    },
    "de": {
        "too_unreliable": "Spiel #{game} verlangt auf diesem Server eine Zuverlässigkeit von "
        "{minimum} %; deine liegt bei {reliability} %.",
        "reliability_range": "Eine Mindestzuverlässigkeit ist ein ganzer Prozentwert von 0 "
        "bis 100.",
        "archive_range": "Threads werden nach 0 bis 365 Tagen archiviert.",
        "pace_title": "Zuverlässigkeit und Tempo",
        "pace_line": "Zuverlässigkeit **{reliability} %**: {missed} von {asked} Zügen verpasst "
        "({share} %); Antworten in {median} (Median), {p90} (90. Perzentil); "
        "{abandoned} Spiele verlassen",
        "pace_none": "noch nichts zu beurteilen: hier noch kein Zug und keine Frage",
        "pace_short": "{reliability} %, Median {median}",
        "pace_new": "neu hier",
        "lobby_pace": "Zuverlässigkeit der Spieler",
        "lobby_minimum": "Zum Beitreten: eine Zuverlässigkeit von mindestens {minimum} % auf "
        "diesem Server.",
        "duration_minutes": "{count} Min.",
        "duration_hours": "{count} Std.",
        "duration_days": "{count} Tage",
        "no_minimum": "keine Mindestzuverlässigkeit für neue Lobbys",
        "minimum_of": "neue Lobbys verlangen {minimum} % Zuverlässigkeit",
        "archive_after": "Threads beendeter Spiele werden nach {days} Tagen archiviert",
        "history_title": "Beendete Spiele dieses Servers",
        "history_none": "Noch kein beendetes Spiel auf diesem Server.",
        "history_line": "**#{game} {title}** ({ended}): {places} — {link} · "
        "`/game replay game:{game}`",
        "history_aborted": "**#{game} {title}** ({ended}): abgebrochen — {link}",
        "history_no_thread": "kein Thread",
        "archived_note": "Das Spiel ist vorbei: Dieser Thread wird archiviert, das letzte "
        "Spielbrett und die Geschichte bleiben hier. `/results history` listet die beendeten "
        "Spiele des Servers.",
    },
}
for _language, _entries in _LONG_CAMPAIGNS.items():
    TEXTS[_language].update(_entries)

#: Pings that keep the pace (issue 33, item 3): the last seat a simultaneous step or a
#: question to several still waits on is told so once; "you are next" (``/game notify
#: next:``) follows the turn message's words.
_PACE_PINGS: dict[str, dict[str, str]] = {
    "en": {
        "last_one": "{who}, {title} #{game} now waits on you alone.",
        "next_up": "· {who}, you are next.",
        "next_pref": " · mention when I am next: {on}",
    },
    "fr": {
        "last_one": "{who}, {title} n° {game} n'attend plus que vous.",
        "next_up": "· {who}, vous êtes le suivant.",
        "next_pref": " · mention quand je suis le suivant : {on}",
    },
    "de": {
        "last_one": "{who}, {title} Nr. {game} wartet jetzt nur noch auf dich.",
        "next_up": "· {who}, du bist als Nächstes dran.",
        "next_pref": " · Erwähnung, wenn ich als Nächstes dran bin: {on}",
    },
}
for _language, _entries in _PACE_PINGS.items():
    TEXTS[_language].update(_entries)

#: My games from anywhere and deadlines a group can plan around (issue 33, items 2 and 4):
#: ``/game mine`` from any server or DM, the daily digest (``/pace digest``), the game's
#: daily deadline (``/pace daily``) and its limit on pauses (``/pace pauses``).
_ANYWHERE_AND_DEADLINES: dict[str, dict[str, str]] = {
    "en": {
        "computer_played_daily": "{name} had not moved by the daily deadline; the computer "
        "played for them.",
        "mine_row": "{mark}**{game}** {title} · {status:name:state} · waiting for: {turn}"
        "{deadline} · {link}",
        "mine_deadline": " · deadline {at}",
        "digest_title": "Your daily digest: {count:plural:game waits:games wait} on you",
        "digest_pref": " · daily digest at {hour} ({zone}), instead of reminders",
        "digest_off": " · daily digest: off",
        "digest_needs_dms": "Your DMs from the bot are off (`/game notify dms`): the digest "
        "waits until they are on, and your reminders go on meanwhile.",
        "bot_not_here": "The bot is not in this server, so only {commands} work here; your "
        "games are played in the servers that have it.",
        "setting_text": "Setting {name} must be a text, not {value}.",
        "daily_format": "Give the time of day as 20:00 (or off), not {value}.",
        "daily_deadline_is": "; daily deadline at {at} ({zone})",
        "pauses_are": "; {count:plural:pause} per player, each at most {days} days",
        "no_pauses_left": "You have taken all the pauses game #{game} allows each player "
        "({count}).",
        "daily_default_answer": "{name} had not answered by the daily deadline: the rules' "
        "default answer was made.",
        "daily_skipped": "{name} had not moved by the daily deadline: the game's default move "
        "was made for them.",
        "daily_skipped_you": "The daily deadline passed; your default move was made: {played}.",
        "daily_passed": "The daily deadline of {title} #{game} passed for {who}, and the game "
        "has no default move for them. {host} may replace the player (`/game replace`) or "
        "abort the game.",
    },
    "fr": {
        "computer_played_daily": "{name} n'avait pas joué à l'échéance quotidienne ; "
        "l'ordinateur a joué pour lui.",
        "mine_row": "{mark}**{game}** {title} · {status:name:state} · on attend : {turn}"
        "{deadline} · {link}",
        "mine_deadline": " · échéance {at}",
        "digest_title": "Votre résumé du jour : {count:plural:partie vous attend:parties vous "
        "attendent}",
        "digest_pref": " · résumé quotidien à {hour} ({zone}), au lieu des rappels",
        "digest_off": " · résumé quotidien : non",
        "digest_needs_dms": "Vos MP du bot sont coupés (`/game notify dms`) : le résumé attend "
        "qu'ils soient rétablis, et vos rappels continuent d'ici là.",
        "bot_not_here": "Le bot n'est pas sur ce serveur : seules {commands} marchent ici ; vos "
        "parties se jouent sur les serveurs qui l'ont.",
        "setting_text": "Le réglage {name} est un texte, pas {value}.",
        "daily_format": "Donnez l'heure sous la forme 20:00 (ou off), pas {value}.",
        "daily_deadline_is": " ; échéance quotidienne à {at} ({zone})",
        "pauses_are": " ; {count:plural:pause} par joueur, de {days} jours au plus chacune",
        "no_pauses_left": "Vous avez pris toutes les pauses que la partie n° {game} accorde à "
        "chaque joueur ({count}).",
        "daily_default_answer": "{name} n'avait pas répondu à l'échéance quotidienne : la "
        "réponse par défaut des règles a été donnée.",
        "daily_skipped": "{name} n'avait pas joué à l'échéance quotidienne : le coup par défaut "
        "du jeu a été joué pour lui.",
        "daily_skipped_you": "L'échéance quotidienne est passée ; votre coup par défaut a été "
        "joué : {played}.",
        "daily_passed": "L'échéance quotidienne de {title} n° {game} est passée pour {who}, et "
        "le jeu n'a pas de coup par défaut pour eux. {host} peut remplacer le joueur "
        "(`/game replace`) ou arrêter la partie.",
    },
    "de": {
        "computer_played_daily": "{name} hatte bis zur täglichen Frist nicht gezogen; der "
        "Computer hat für sie gezogen.",
        "mine_row": "{mark}**{game}** {title} · {status:name:state} · wartet auf: {turn}"
        "{deadline} · {link}",
        "mine_deadline": " · Frist {at}",
        "digest_title": "Deine tägliche Übersicht: {count:plural:Spiel wartet:Spiele warten} "
        "auf dich",
        "digest_pref": " · tägliche Übersicht um {hour} ({zone}) statt Erinnerungen",
        "digest_off": " · tägliche Übersicht: aus",
        "digest_needs_dms": "Deine DNs vom Bot sind aus (`/game notify dms`): Die Übersicht "
        "wartet, bis sie an sind, und deine Erinnerungen laufen bis dahin weiter.",
        "bot_not_here": "Der Bot ist nicht auf diesem Server, daher gehen hier nur {commands}; "
        "deine Spiele laufen auf den Servern, die ihn haben.",
        "setting_text": "Die Einstellung {name} ist ein Text, nicht {value}.",
        "daily_format": "Gib die Uhrzeit wie 20:00 an (oder off), nicht {value}.",
        "daily_deadline_is": "; tägliche Frist um {at} ({zone})",
        "pauses_are": "; {count:plural:Pause:Pausen} je Spieler, jede höchstens {days} Tage",
        "no_pauses_left": "Du hast alle Pausen genommen, die Spiel Nr. {game} jedem Spieler "
        "erlaubt ({count}).",
        "daily_default_answer": "{name} hatte bis zur täglichen Frist nicht geantwortet: Die "
        "Standardantwort der Regeln wurde gegeben.",
        "daily_skipped": "{name} hatte bis zur täglichen Frist nicht gezogen: Der Standardzug "
        "des Spiels wurde für sie gemacht.",
        "daily_skipped_you": "Die tägliche Frist ist abgelaufen; dein Standardzug wurde "
        "gemacht: {played}.",
        "daily_passed": "Die tägliche Frist von {title} Nr. {game} ist für {who} abgelaufen, "
        "und das Spiel hat keinen Standardzug für sie. {host} kann den Spieler ersetzen "
        "(`/game replace`) oder das Spiel abbrechen.",
    },
}
for _language, _entries in _ANYWHERE_AND_DEADLINES.items():
    TEXTS[_language].update(_entries)

#: The commands' texts of the bot (``/game``, ``/server``, ``/computer``, ``/pace`` and every
#: game's ``do``): the catalogue's ``command.<English>`` keys in each language (issue 28, the
#: same way as a game's catalogue holds its own).
COMMAND = "command."
for _english, _pair in {**COMMAND_TEXTS, **MOVE_TEXTS}.items():
    for _language, _said in zip(("en", "fr", "de"), (_english, *_pair), strict=True):
        TEXTS[_language][COMMAND + _english] = _said


def command_texts() -> dict[str, tuple[str, str]]:
    """The bot's commands' texts from its catalogue: English -> (French, German)."""
    french, german = TEXTS["fr"], TEXTS["de"]
    english = (key for key in TEXTS["en"] if key.startswith(COMMAND))
    return {key[len(COMMAND) :]: (french[key], german[key]) for key in english}


def command_word(word: str, language: str) -> str:
    """A command, subcommand or parameter name (or a command's description) as a client in
    ``language`` shows it: the catalogue's ``command.<English>``, else ``word`` itself."""
    chosen = TEXTS.get(language, TEXTS["en"])
    return chosen.get(COMMAND + word, word)
