"""MTR appendix C tiebreakers on a tournament worked out by hand (exact fractions)."""

from fractions import Fraction as F

from bot.tournament.model import MatchResult, Pairing, Penalty, Player, Round, Tournament, TournamentConfig
from bot.tournament.standings import FLOOR, compute_standings, effective_result, outcome


def _round(number: int, *matches: tuple) -> Round:
    """matches: (a, b, a_wins, b_wins, draws) or (a,) for a bye."""
    pairings, results = [], {}
    for table, m in enumerate(matches, start=1):
        if len(m) == 1:
            pairings.append(Pairing(table, m[0], None))
            results[table] = MatchResult.bye(m[0])
        else:
            a, b, aw, bw, d = m
            pairings.append(Pairing(table, a, b))
            results[table] = MatchResult(a, b, aw, bw, d)
    return Round(number, pairings, results, started=True)


def _tournament(ids: str, rounds: list[Round], penalties=()) -> Tournament:
    return Tournament(
        config=TournamentConfig("swiss", swiss_rounds=len(rounds) or 1),
        players=[Player(pid, pid.upper(), i) for i, pid in enumerate(ids)],
        rounds=rounds,
        penalties=list(penalties),
        phase="ready",
    )


def hand_tournament() -> Tournament:
    # Five players, three rounds, one bye per round.
    # R1: a-b 2-0, c-d 2-1, e bye      R2: a-c 2-1, e-b 1-1-1 (drawn match), d bye
    # R3: a-e 2-0, b-d 0-2, c bye
    return _tournament(
        "abcde",
        [
            _round(1, ("a", "b", 2, 0, 0), ("c", "d", 2, 1, 0), ("e",)),
            _round(2, ("a", "c", 2, 1, 0), ("e", "b", 1, 1, 1), ("d",)),
            _round(3, ("a", "e", 2, 0, 0), ("b", "d", 0, 2, 0), ("c",)),
        ],
    )


def test_mtr_appendix_c_hand_worked_example():
    rows = {s.player_id: s for s in compute_standings(hand_tournament())}
    # Match points (W3 D1 L0, bye = win) and MWP = points / (3 * matches incl. byes), floor 1/3:
    #   a W W W = 9 -> 9/9 = 1          b L D L = 1 -> 1/9, floored to 1/3
    #   c W L bye = 6 -> 6/9 = 2/3      d L bye W = 6 -> 2/3          e bye D L = 4 -> 4/9
    assert {p: s.points for p, s in rows.items()} == {"a": 9, "b": 1, "c": 6, "d": 6, "e": 4}
    assert rows["b"].mwp == FLOOR == F(1, 3)
    assert (rows["a"].mwp, rows["c"].mwp, rows["e"].mwp) == (1, F(2, 3), F(4, 9))
    # Records: byes count as wins.
    assert rows["c"].record == "2-1-0" and rows["e"].record == "1-1-1" and rows["c"].byes == 1
    # GWP = game points / (3 * games); a bye counts 2-0 in games.
    #   a 6 won 1 lost -> 18/21 = 6/7
    #   b 1 won 5 lost 1 drawn -> 4/21 < 1/3 -> floored 1/3
    #   c 2+1+2 won, 1+2 lost -> 15/24 = 5/8
    #   d 1+2+2 won, 2 lost -> 15/21 = 5/7
    #   e 2+1 won, 1+2 lost, 1 drawn -> 10/21
    assert rows["a"].gwp == F(6, 7)
    assert rows["b"].gwp == F(1, 3)
    assert rows["c"].gwp == F(5, 8)
    assert rows["d"].gwp == F(5, 7)
    assert rows["e"].gwp == F(10, 21)
    # OMW: mean of opponents' (floored) MWP, byes ignored.
    #   a: b, c, e -> (1/3 + 2/3 + 4/9) / 3 = 13/27
    #   b: a, e, d -> (1 + 4/9 + 2/3) / 3 = 19/27
    #   c: d, a -> (2/3 + 1) / 2 = 5/6
    #   d: c, b -> (2/3 + 1/3) / 2 = 1/2      (b's 1/9 counts as 1/3)
    #   e: b, a -> (1/3 + 1) / 2 = 2/3
    assert rows["a"].omw == F(13, 27)
    assert rows["b"].omw == F(19, 27)
    assert rows["c"].omw == F(5, 6)
    assert rows["d"].omw == F(1, 2)
    assert rows["e"].omw == F(2, 3)
    # OGW: mean of opponents' (floored) GWP.
    #   a: 1/3, 5/8, 10/21 -> 241/168 / 3 = 241/504
    #   b: 6/7, 10/21, 5/7 -> 43/21 / 3 = 43/63
    #   c: 5/7, 6/7 -> 11/14          d: 5/8, 1/3 -> 23/48          e: 1/3, 6/7 -> 25/42
    assert rows["a"].ogw == F(241, 504)
    assert rows["b"].ogw == F(43, 63)
    assert rows["c"].ogw == F(11, 14)
    assert rows["d"].ogw == F(23, 48)
    assert rows["e"].ogw == F(25, 42)
    # Ranking: points, then OMW breaks the c/d tie at 6 points (5/6 > 1/2).
    ranked = [s.player_id for s in compute_standings(hand_tournament())]
    assert ranked == ["a", "c", "d", "e", "b"]
    assert rows["a"].opponents == ("b", "c", "e")


def test_through_round_gives_past_standings():
    rows = {s.player_id: s for s in compute_standings(hand_tournament(), through_round=1)}
    assert rows["e"].points == 3 and rows["e"].matches == 1 and rows["e"].omw == FLOOR  # only a bye


def test_gw_breaks_tie_when_omw_equal():
    # a beats c 2-0, b beats d 2-1: same points, same OMW (both opponents floored to 1/3).
    t = _tournament("abcd", [_round(1, ("a", "c", 2, 0, 0), ("b", "d", 2, 1, 0))])
    ranked = compute_standings(t)
    assert [s.player_id for s in ranked[:2]] == ["a", "b"]
    assert ranked[0].omw == ranked[1].omw == FLOOR
    assert ranked[0].gwp == 1 and ranked[1].gwp == F(2, 3)


def test_final_tiebreak_is_registration_order():
    # Two 1-1 drawn matches: every number equal, so registration order decides.
    t = _tournament("abcd", [_round(1, ("d", "c", 1, 1, 0), ("b", "a", 1, 1, 0))])
    ranked = compute_standings(t)
    assert [s.player_id for s in ranked] == ["a", "b", "c", "d"]
    assert len({(s.points, s.omw, s.gwp, s.ogw) for s in ranked}) == 1
    assert [s.rank for s in ranked] == [1, 2, 3, 4]


def test_double_loss_is_a_loss_for_both_and_counts_as_opponents():
    rnd = _round(1, ("a", "b", 0, 0, 0), ("c", "d", 2, 0, 0))
    rnd.results[1] = MatchResult("a", "b", 0, 0, 0, "double_loss", "collusion")
    rows = {s.player_id: s for s in compute_standings(_tournament("abcd", [rnd]))}
    assert rows["a"].record == rows["b"].record == "0-1-0"
    assert rows["a"].points == rows["b"].points == 0
    assert rows["a"].opponents == ("b",)
    assert sum(s.points for s in rows.values()) == 3


def test_game_loss_penalty_is_a_lost_game_for_the_penalised_player():
    # MTR game loss: a reported 2-1 over b in a best of 3 was played out; a game loss for a in that
    # round is a game a loses: one of a's wins goes to b (1-2, a lost match), never a 2-2 draw.
    t = _tournament("ab", [_round(1, ("a", "b", 2, 1, 0))], [Penalty("a", "game_loss", "tardy", 1)])
    res = effective_result(t.rounds[0], 1, t.penalties)
    assert (res.a_game_wins, res.b_game_wins) == (1, 2) and outcome(res, "a") == "L"
    rows = {s.player_id: s for s in compute_standings(t)}
    assert (rows["a"].points, rows["b"].points) == (0, 3)
    # The penalty in another round does not touch this match.
    t.penalties = [Penalty("a", "game_loss", "tardy", 2)]
    assert compute_standings(t)[0].player_id == "a" and compute_standings(t)[0].points == 3


def test_match_loss_penalty_records_a_loss_and_both_is_double_loss():
    t = _tournament("ab", [_round(1, ("a", "b", 2, 0, 0))], [Penalty("a", "match_loss", "x", 1)])
    rows = {s.player_id: s for s in compute_standings(t)}
    assert rows["a"].record == "0-1-0" and rows["b"].record == "1-0-0"
    assert (rows["b"].game_wins, rows["b"].game_losses) == (2, 0)
    t.penalties.append(Penalty("b", "match_loss", "y", 1))
    rows = {s.player_id: s for s in compute_standings(t)}
    assert rows["a"].record == rows["b"].record == "0-1-0"


def test_dropped_players_stay_in_standings():
    t = hand_tournament()
    t.player("a").dropped = True
    rows = compute_standings(t)
    assert rows[0].player_id == "a" and rows[0].dropped


def test_late_entrant_gets_losses_for_missed_rounds():
    t = _tournament("abcd", [_round(1, ("a", "b", 2, 0, 0)), _round(2, ("a", "e", 2, 0, 0), ("b",))])
    t.players.append(Player("e", "E", 4, joined_round=2))
    rows = {s.player_id: s for s in compute_standings(t)}
    assert rows["e"].record == "0-2-0" and rows["e"].matches == 2 and rows["e"].opponents == ("a",)
    t.config = TournamentConfig("swiss", swiss_rounds=2, late_entry_losses=False)
    rows = {s.player_id: s for s in compute_standings(t)}
    assert rows["e"].record == "0-1-0"
