"""The Magic Tournament Rules (effective 10 Nov 2025) where they decide a tournament's outcome:
drops (MTR 2.10), disqualification, match scoring (Appendix C, MTR 2.5), cut sizes (MTR 10.4),
the organiser's policies and the recommended number of Swiss rounds (Appendix E)."""

import random
from fractions import Fraction as F

import pytest

from bot.tournament.engine import TournamentState
from bot.tournament.model import (
    MatchResult,
    Pairing,
    Penalty,
    Player,
    Round,
    Tournament,
    TournamentConfig,
    TournamentError,
    recommended_swiss_rounds,
)
from bot.tournament.standings import compute_standings, effective_result, outcome
from bot.tournament.swiss import pair_players


def registered(n: int, config: TournamentConfig, prefix: str = "p") -> TournamentState:
    s = TournamentState.new(config)
    for i in range(1, n + 1):
        s.register(f"{prefix}{i}", f"{prefix.upper()}{i}")
    s.close_registration()
    return s


def play_round(s: TournamentState, rng: random.Random, winner=lambda p: p.a) -> None:
    """Pair, start and decide every open table (``winner(pairing)`` wins 2-0), then finish."""
    rnd = s.pair_next_round(rng)
    s.start_round()
    for table in s.pending_tables():
        p = rnd.pairing(table)
        w = winner(p)
        s.record_result(table, *((2, 0) if w == p.a else (0, 2)), actor="x")
    s.finish_round()


def by_seed(p: Pairing) -> str:
    """The better seed (lower number in the id) wins."""
    return min((p.a, p.b), key=lambda x: int(x[1:]))


def top8_after_quarterfinals() -> TournamentState:
    s = registered(8, TournamentConfig("single_elim"), "s")
    s.pair_next_round(random.Random(0), seeding=[f"s{i}" for i in range(1, 9)])
    s.start_round()
    for t in s.pending_tables():
        s.record_result(t, 2, 0, actor="x")  # the better seed wins: s1, s4, s2, s3 remain
    s.finish_round()
    return s


# ------------------------------------------------------------------------------ drops (MTR 2.10)


def test_mtr_2_10_drop_before_round_one_is_not_in_the_finish_order():
    s = registered(5, TournamentConfig("swiss", swiss_rounds=2))
    s.drop("p3", reason="left before round 1")
    assert "p3" not in [r.player_id for r in s.standings()]
    rng = random.Random(1)
    while s.next_stage() and not s.is_finished:
        play_round(s, rng)
    final = s.final_standings()
    assert sorted(r.player_id for r in final) == ["p1", "p2", "p4", "p5"]
    assert [r.rank for r in final] == [1, 2, 3, 4]


def test_mtr_2_10_drop_after_playing_stays_listed():
    s = registered(4, TournamentConfig("swiss", swiss_rounds=2))
    play_round(s, random.Random(1))
    s.drop("p2")
    assert any(r.player_id == "p2" and r.dropped for r in s.standings())


def test_mtr_2_10_bye_between_playoff_rounds_goes_to_the_highest_ranked_remaining_player():
    s = top8_after_quarterfinals()
    s.drop("s1")  # seed 1 leaves before the semifinals: seed 2 gets the bye, 3 meets 4
    semis = s.pair_next_round(random.Random(0))
    assert [(p.a, p.b) for p in semis.pairings] == [("s2", None), ("s3", "s4")]
    s.start_round()
    s.record_result(s.pending_tables()[0], 0, 2, actor="x")  # s4 beats s3
    s.finish_round()
    final = s.pair_next_round(random.Random(0))
    assert [(p.a, p.b) for p in final.pairings] == [("s2", "s4")]


def swiss_top_cut(n: int, cut: int, rounds: int = 3) -> TournamentState:
    """Swiss with a top cut; the better seed (registration number) always wins."""
    s = registered(n, TournamentConfig("swiss_top_cut", swiss_rounds=rounds, top_cut=cut))
    rng = random.Random(3)
    for _ in range(rounds):
        play_round(s, rng, by_seed)
    return s


def test_mtr_2_10_no_replacement_advances_once_the_cut_is_made():
    # The cut is made when the last Swiss round is complete: a top-8 player who drops after that
    # is not replaced by #9; his slot is empty and the bye goes to the highest-ranked remaining seed.
    s = swiss_top_cut(12, 8)
    seeds = [r.player_id for r in s.standings()][:9]
    s.drop(seeds[7], reason="after the last Swiss round")
    qf = s.pair_next_round(random.Random(0))
    in_bracket = {pid for p in qf.pairings for pid in p.players()}
    assert seeds[8] not in in_bracket and seeds[7] not in in_bracket
    assert in_bracket == set(seeds[:7])
    assert [p for p in qf.pairings if p.b is None] == [Pairing(1, seeds[0], None)]


def test_mtr_2_10_a_drop_during_the_last_swiss_round_is_before_the_cut():
    s = registered(12, TournamentConfig("swiss_top_cut", swiss_rounds=3, top_cut=8))
    rng = random.Random(3)
    for _ in range(2):
        play_round(s, rng, by_seed)
    rnd = s.pair_next_round(rng)
    s.start_round()
    leaver = "p1"
    s.drop(leaver)  # during the round: his open match is awarded; he is not in the cut
    for table in s.pending_tables():
        s.record_result(
            table, *((2, 0) if by_seed(rnd.pairing(table)) == rnd.pairing(table).a else (0, 2)), actor="x"
        )
    s.finish_round()
    expected = [r.player_id for r in s.standings() if not r.dropped][:8]
    qf = s.pair_next_round(random.Random(0))
    assert {pid for p in qf.pairings for pid in p.players()} == set(expected)
    assert leaver not in expected


# ------------------------------------------------------------------------------ disqualification


def test_disqualified_player_is_removed_from_the_standings_and_never_champion():
    s = top8_after_quarterfinals()
    for _ in range(2):
        rnd = s.pair_next_round(random.Random(0))
        s.start_round()
        for t in s.pending_tables():
            s.record_result(t, 2, 0, actor="x")
        s.finish_round()
    assert s.is_finished and s.champion() == "s1"
    s.penalize("s1", "disqualification", actor="judge", reason="found after the event")
    assert s.champion() == "s2"  # the finalist moves up
    final = [r.player_id for r in s.final_standings()]
    assert "s1" not in final and final[:2] == ["s2", "s3"]
    assert [r.rank for r in s.final_standings()] == list(range(1, 8))
    assert rnd.number == 3


def test_disqualified_swiss_winner_is_replaced_by_the_next_player():
    s = registered(4, TournamentConfig("swiss", swiss_rounds=2))
    rng = random.Random(2)
    for _ in range(2):
        play_round(s, rng, by_seed)
    assert s.champion() == "p1"
    s.penalize("p1", "disqualification", actor="judge", reason="collusion")
    rows = s.final_standings()
    assert s.champion() == rows[0].player_id != "p1"
    assert "p1" not in [r.player_id for r in rows]
    with pytest.raises(TournamentError):
        s.penalize("p1", "disqualification", actor="judge", reason="twice")


# ------------------------------------------------------------------------------ match scoring


@pytest.mark.parametrize(("best_of", "games"), [(3, 2), (1, 1), (5, 3)])
def test_appendix_c_bye_and_award_count_at_the_match_length(best_of, games):
    s = registered(3, TournamentConfig("swiss", swiss_rounds=2, best_of=best_of))
    rnd = s.pair_next_round(random.Random(0))
    bye = next(p for p in rnd.pairings if p.b is None)
    assert rnd.results[bye.table] == MatchResult(bye.a, None, games, 0, 0, "bye")
    s.start_round()
    table = s.pending_tables()[0]
    res = s.award_match(table, rnd.pairing(table).b, actor="judge", reason="no show")
    assert (res.a_game_wins, res.b_game_wins) == (0, games)


def test_appendix_c_one_game_matches_a_bye_is_worth_a_played_win_in_gw():
    # Best of 1: a bye + a loss and a win + a loss give the same GW% (1 game of 2).
    cfg = TournamentConfig("swiss", swiss_rounds=2, best_of=1)
    t = Tournament(
        config=cfg,
        players=[Player(x, x, i) for i, x in enumerate("abcd")],
        rounds=[
            Round(
                1,
                [Pairing(1, "a", None), Pairing(2, "b", "c")],
                {1: MatchResult.bye("a", games=cfg.wins_needed), 2: MatchResult("b", "c", 1, 0)},
            ),
            Round(
                2,
                [Pairing(1, "a", "d"), Pairing(2, "b", "d")],
                {1: MatchResult("a", "d", 0, 1), 2: MatchResult("b", "d", 0, 1)},
            ),
        ],
    )
    rows = {r.player_id: r for r in compute_standings(t)}
    assert rows["a"].gwp == rows["b"].gwp == F(1, 2)


def test_mtr_game_loss_on_a_won_one_game_match_makes_it_a_loss():
    s = registered(2, TournamentConfig("swiss", swiss_rounds=1, best_of=1))
    rnd = s.pair_next_round(random.Random(0))
    s.start_round()
    p = rnd.pairing(1)
    s.record_result(1, 1, 0, actor="x")
    s.penalize(p.a, "game_loss", actor="judge", reason="marked cards", round_number=1)
    res = effective_result(rnd, 1, s.tournament.penalties, best_of=1)
    assert (res.a_game_wins, res.b_game_wins, res.draws) == (0, 1, 0) and outcome(res, p.a) == "L"
    rows = {r.player_id: r for r in s.standings()}
    assert (rows[p.a].record, rows[p.b].record) == ("0-1-0", "1-0-0")


def test_mtr_game_loss_in_an_unfinished_best_of_three_adds_a_game():
    rnd = Round(1, [Pairing(1, "a", "b")], {1: MatchResult("a", "b", 1, 0)})
    res = effective_result(rnd, 1, [Penalty("a", "game_loss", "late", 1)], best_of=3)
    assert (res.a_game_wins, res.b_game_wins) == (1, 1)  # two games of three: one more is a lost game
    lost = effective_result(rnd, 1, [Penalty("b", "game_loss", "late", 1)], best_of=3)
    assert (lost.a_game_wins, lost.b_game_wins) == (2, 0)


@pytest.mark.parametrize(("best_of", "draws"), [(3, 3), (1, 1)])
def test_mtr_2_5_intentional_or_judge_ended_draw_is_0_0_3(best_of, draws):
    s = registered(2, TournamentConfig("swiss", swiss_rounds=1, best_of=best_of))
    s.pair_next_round(random.Random(0))
    s.start_round()
    res = s.record_draw(1, actor="judge", reason="intentional draw")
    assert (res.a_game_wins, res.b_game_wins, res.draws) == (0, 0, draws)
    rows = s.standings()
    assert all(r.record == "0-0-1" and r.points == 1 and r.game_draws == draws for r in rows)
    assert s.tournament.audit[-1].action == "record_draw"


# ------------------------------------------------------------------------------ policies


def floor_tournament(floor: str) -> Tournament:
    """X and Y: 3-0 each; X beat A (0 wins: floored), Y beat C (1-2: exactly 1/3)."""
    cfg = TournamentConfig("swiss", swiss_rounds=3, omw_floor=floor)  # type: ignore[arg-type]
    bye = MatchResult.bye
    return Tournament(
        config=cfg,
        players=[Player(x, x, i) for i, x in enumerate(["X", "Y", "A", "C", "D", "E"])],
        rounds=[
            Round(
                1,
                [Pairing(1, "X", "A"), Pairing(2, "Y", "C")],
                {1: MatchResult("X", "A", 2, 0), 2: MatchResult("Y", "C", 2, 0)},
            ),
            Round(
                2,
                [Pairing(1, "X", None), Pairing(2, "Y", None), Pairing(3, "C", "D")],
                {1: bye("X"), 2: bye("Y"), 3: MatchResult("C", "D", 2, 0)},
            ),
            Round(
                3,
                [Pairing(1, "X", None), Pairing(2, "Y", None), Pairing(3, "C", "E")],
                {1: bye("X"), 2: bye("Y"), 3: MatchResult("C", "E", 0, 2)},
            ),
        ],
    )


def test_appendix_c_floor_one_third_or_literal_0_33_can_order_two_players_differently():
    exact = {r.player_id: r for r in compute_standings(floor_tournament("1/3"))}
    literal = {r.player_id: r for r in compute_standings(floor_tournament("0.33"))}
    assert exact["X"].omw == exact["Y"].omw == F(1, 3)  # tied: X registered first
    assert exact["X"].rank < exact["Y"].rank
    assert literal["X"].omw == F(33, 100) < literal["Y"].omw == F(1, 3)
    assert literal["Y"].rank < literal["X"].rank


def test_final_tiebreak_registration_order_or_a_seeded_draw():
    def tied(policy: str, seed: int, extra: int = 0) -> list[str]:
        cfg = TournamentConfig("swiss", swiss_rounds=1, final_tiebreak=policy, tiebreak_seed=seed)  # type: ignore[arg-type]
        t = Tournament(config=cfg, players=[Player(f"q{i}", "Q", i) for i in range(4 + extra)])
        return [r.player_id for r in compute_standings(t)]

    assert tied("registration", 0) == ["q0", "q1", "q2", "q3"]
    draws = {tuple(tied("random", seed)) for seed in range(20)}
    assert len(draws) > 1  # the seed decides
    assert tied("random", 7) == tied("random", 7)
    # A late entrant does not reshuffle everyone else's draw.
    assert [p for p in tied("random", 7, extra=1) if p != "q4"] == tied("random", 7)


def second_bye_case(policy: str) -> list[Pairing]:
    """Five players; only e has had no bye and a, b, c, d cannot pair without a rematch, while a
    second bye for b (or c) lets everyone else pair rematch-free (a-e, c-d)."""
    cfg = TournamentConfig("swiss", swiss_rounds=5, bye_vs_rematch=policy)  # type: ignore[arg-type]
    rounds = []
    for n, (byer, *pairs) in enumerate(
        [("c", "ab", "de"), ("d", "ac", "be"), ("b", "ad", "ce"), ("a", "bc", "de")], start=1
    ):
        pairings = [Pairing(i + 1, x, y) for i, (x, y) in enumerate(pairs)]
        results = {p.table: MatchResult(p.a, p.b, 2, 0) for p in pairings}
        pairings.append(Pairing(len(pairings) + 1, byer, None))
        results[len(pairings)] = MatchResult.bye(byer)
        rounds.append(Round(n, pairings, results, started=True))
    t = Tournament(config=cfg, players=[Player(x, x, i) for i, x in enumerate("abcde")], rounds=rounds)
    return pair_players(t, rounds, 5, random.Random(0))


def test_policy_second_bye_rather_than_a_rematch_by_default():
    pairings = second_bye_case("second_bye")
    bye = [p.a for p in pairings if p.b is None]
    assert bye != ["e"] and len(bye) == 1  # a second bye (b or c can take it) ...
    played = {frozenset(x) for x in ("ab", "de", "ac", "be", "ad", "ce", "bc")}
    assert not any(frozenset(p.players()) in played for p in pairings if p.b)  # ... and no rematch


def test_policy_rematch_rather_than_a_second_bye():
    pairings = second_bye_case("rematch")
    assert [p.a for p in pairings if p.b is None] == ["e"]
    played = {frozenset(x) for x in ("ab", "de", "ac", "be", "ad", "ce", "bc")}
    assert sum(frozenset(p.players()) in played for p in pairings if p.b) == 1


@pytest.mark.parametrize("cut", [2, 6, 16])
def test_mtr_10_4_any_cut_size_byes_to_top_seeds(cut):
    s = swiss_top_cut(20, cut, rounds=3)
    seeds = [r.player_id for r in s.standings()][:cut]
    first = s.pair_next_round(random.Random(0))
    assert {pid for p in first.pairings for pid in p.players()} == set(seeds)
    byes = [p.a for p in first.pairings if p.b is None]
    assert byes == seeds[: len(byes)]  # a cut of 6: seeds 1 and 2 have the byes
    assert len(byes) == (8 - cut if cut == 6 else 0)


def test_cut_size_is_validated():
    with pytest.raises(ValueError):
        TournamentConfig("swiss_top_cut", swiss_rounds=3, top_cut=1)
    with pytest.raises(ValueError):
        TournamentConfig("swiss", swiss_rounds=3, best_of=2)


@pytest.mark.parametrize(
    ("players", "rounds"),
    [
        (8, 3),
        (9, 4),
        (16, 4),
        (17, 5),
        (32, 5),
        (33, 6),
        (64, 6),
        (65, 7),
        (128, 7),
        (129, 8),
        (226, 8),
        (227, 9),
        (256, 9),
        (409, 9),
        (410, 10),
        (512, 10),
        (1024, 10),
    ],
)
def test_appendix_e_recommended_swiss_rounds(players, rounds):
    assert recommended_swiss_rounds(players) == rounds


def test_match_length_comes_from_the_game_declaration():
    from bot.tournament.service import _best_of
    from cards.gwent.game import GwentGame

    assert _best_of(GwentGame()) == 3  # Gwent: best of three rounds, so a bye is 2-0
    assert _best_of(object()) == 1  # a game that declares nothing plays one-game matches
