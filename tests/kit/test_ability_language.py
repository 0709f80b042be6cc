"""The shared ability language (cards.kit.ability): parsing against a closed vocabulary, errors that name
sheet/row/column, and words generated from the script in en and ru with real plural rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards.kit.ability import Param, ScriptError, Vocabulary, Where, parse_cell, parse_line, say

EN = """
ab-kind-auto = AUTO
ab-kind-act = ACT
ab-kind-cont = CONT
ab-zone-vc = VC
ab-zone-rc = RC
ab-limit-1-turn = 1/Turn
ab-event-placed = this unit is placed
ab-event-attacks = this unit attacks
ab-condition-my-turn = during your turn
ab-condition-rear-guards = you have {$value} or more rear-guards
ab-cost-cb = Counter Blast {$n}
ab-filter-rear-guard = { $side ->
    [opp] of your opponent's
   *[other] of your
} { $count ->
    [one] rear-guard
   *[other] rear-guards
}
ab-filter-card = { $count ->
    [one] card
   *[other] cards
}
ab-filter-my = yours
ab-filter-opp = your opponent's
ab-filter-grade = of grade {$value} or less
ab-filter-name = named {$value}
ab-effect-draw = draw { $n ->
    [one] a card
   *[other] {$n} cards
}
ab-effect-retire = retire {$who}
ab-effect-power = {$who} gets {$amount-sign}{$amount} power until end of {$until}
ab-ref-self = this unit
ab-ref-target = the chosen unit
    .acc = the chosen unit
ab-value-turn = turn
ab-value-battle = battle
"""
RU = """
ab-kind-auto = АВТО
ab-kind-act = АКТ
ab-kind-cont = ПОСТ
ab-zone-vc = АВ
ab-zone-rc = АР
ab-limit-1-turn = 1/ход
ab-event-placed = этот воин выходит на круг
ab-event-attacks = этот воин атакует
ab-condition-my-turn = идёт ваш ход
ab-condition-rear-guards = у вас не меньше {$value} арьергардов
ab-cost-cb = Counter Blast {$n}
ab-filter-rear-guard = { $case ->
    [gen] { $count ->
        [one] { $side ->
            [opp] арьергарда противника
           *[other] своего арьергарда
        }
       *[other] { $side ->
            [opp] арьергардов противника
           *[other] своих арьергардов
        }
    }
   *[acc] { $count ->
        [one] { $side ->
            [opp] арьергард противника
           *[other] свой арьергард
        }
        [few] { $side ->
            [opp] арьергарда противника
           *[other] своих арьергарда
        }
       *[other] { $side ->
            [opp] арьергардов противника
           *[other] своих арьергардов
        }
    }
}
ab-filter-card = { $count ->
    [one] карту
    [few] карты
   *[other] карт
}
ab-filter-my = ваш
ab-filter-opp = противника
ab-filter-grade = ранга {$value} или меньше
ab-filter-name = с названием {$value}
ab-effect-draw = возьмите {$n} { $n ->
    [one] карту
    [few] карты
   *[other] карт
}
ab-effect-retire = отправьте в сброс {$who-acc}
ab-effect-power = {$who} получает {$amount-sign}{$amount} силы до конца {$until-gen}
ab-ref-self = этот воин
    .acc = этого воина
ab-ref-target = выбранный воин
    .acc = выбранного воина
ab-value-turn = ход
    .gen = хода
ab-value-battle = бой
    .gen = боя
"""


@pytest.fixture(scope="module")
def vocab(tmp_path_factory: pytest.TempPathFactory) -> Vocabulary:
    root: Path = tmp_path_factory.mktemp("locales")
    for lang, text in (("en", EN), ("ru", RU)):
        (root / lang).mkdir()
        (root / lang / "abilities.ftl").write_text(text, encoding="utf-8")
    v = Vocabulary("test", root)
    v.kind("auto", event="required", zones_required=True)
    v.kind("act")
    v.kind("cont", costs=False)
    v.zones("VC", "RC")
    v.limits("1/turn")
    v.refs("self", "target")
    v.event("placed")
    v.event("attacks")
    v.condition("my-turn")
    v.condition("rear-guards", compare=True)
    v.cost("cb", Param.int("n"))
    v.filter("rear-guard", noun=True)
    v.filter("card", noun=True)
    v.filter("my", side=True)
    v.filter("opp", side=True)
    v.filter("grade", compare=True)
    v.filter("name", compare=True)
    v.effect("draw", Param.int("n", default=1))
    v.effect("retire", Param.ref("who"))
    v.effect("power", Param.signed("amount"), Param.ref("who"), Param.choice("until", ("battle", "turn"), default="turn"))
    return v


HERE = Where("Cards", 12, "abilities")


def test_a_line_parses_into_typed_parts(vocab: Vocabulary) -> None:
    a = parse_line("auto VC/RC | when: placed | cost: cb1 | may | target: 1 opp rear-guard grade<=2 | do: retire target",
                   vocab, HERE)
    assert a.kind == "auto" and a.zones == ("VC", "RC")
    assert [e.word for e in a.events] == ["placed"]
    assert a.costs[0].word == "cb" and a.costs[0].arg("n") == 1  # cb1 is read as cb 1
    assert a.optional and a.asks
    t = a.target()
    assert t is not None and t.count == 1 and not t.up_to and t.has("opp")
    grade = t.filter("grade")
    assert grade is not None and grade.op == "<=" and grade.value == 2 and grade.compare(1) and not grade.compare(3)
    assert a.effects[0].word == "retire" and a.effects[0].arg("who") == "target"


def test_optional_arguments_take_their_defaults(vocab: Vocabulary) -> None:
    a = parse_line('act | limit: 1/turn | do: draw; power -5000 self battle', vocab)
    assert a.limit is not None and a.limit.word == "1/turn"
    assert a.effects[0].arg("n") == 1
    assert a.effects[1].arg("amount") == -5000 and a.effects[1].arg("until") == "battle"


def test_quoted_names_and_several_lines(vocab: Vocabulary) -> None:
    abilities = parse_cell('cont VC | if: my-turn | do: draw 1\n\n# a note\n'
                           'act | target: up to 2 my rear-guard name="Blaster Blade" | do: power +5000 target turn',
                           vocab, HERE)
    assert len(abilities) == 2
    t = abilities[1].target()
    assert t is not None and t.up_to and t.count == 2
    name = t.filter("name")
    assert name is not None and name.value == "Blaster Blade"
    assert abilities[1].where.line == 4  # line 4 of the cell: blank and comment lines count


@pytest.mark.parametrize(("line", "reason"), [
    ("auot VC | when: placed | do: draw 1", "unknown kind 'auot' — did you mean 'auto'?"),
    ("auto XC | when: placed | do: draw 1", "unknown zone 'XC'"),
    ("auto VC | do: draw 1", "auto needs 'when:'"),
    ("act | when: placed | do: draw 1", "act has no event"),
    ("cont VC | cost: cb 1 | do: draw 1", "cont has no cost"),
    ("act | cost: cb 1", "no effect"),
    ("act | do: retier self", "unknown effect 'retier' — did you mean 'retire'?"),
    ("act | do: draw 1 2", "effect 'draw': extra words '2'"),
    ("act | do: power 5000 self", "power': amount must be +N or -N"),
    ("act | do: retire target", "no 'target:' part chooses it"),
    ("act | doo: draw 1", "unknown part 'doo' — did you mean 'do'?"),
    ("act | target: opp rear-guard | do: retire target", "starts with how many"),
    ("act | target: 1 opp rear-guard grade | do: retire target", "filter 'grade' is compared"),
    ('act | target: 1 rear-guard name="Blaster | do: retire target', "unclosed quote"),
    ("act | limit: 2/turn | do: draw 1", "unknown limit '2/turn'"),
    ("act | do: draw 1 | do: draw 2", "'do:' given twice"),
    ("act | target: 1 rear-guard grade<=vanguard | do: retire target", "neither a number"),
])
def test_a_malformed_line_is_refused_naming_sheet_row_and_column(vocab: Vocabulary, line: str, reason: str) -> None:
    with pytest.raises(ScriptError) as err:
        parse_cell("act | do: draw 1\n" + line, vocab, HERE)
    text = str(err.value)
    assert "sheet Cards, row 12, column abilities, line 2 of the cell" in text
    assert reason in text


def test_words_are_generated_from_the_script_in_en_and_ru(vocab: Vocabulary) -> None:
    a = parse_line("auto VC/RC | when: placed | cost: cb 1 | may | target: 1 opp rear-guard | do: retire target",
                   vocab)
    assert say(a, vocab, "en") == ("AUTO (VC/RC): when this unit is placed, COST [Counter Blast 1], "
                                   "you may choose 1 of your opponent's rear-guard; retire the chosen unit")
    assert say(a, vocab, "ru") == ("АВТО (АВ/АР): когда этот воин выходит на круг, ЦЕНА [Counter Blast 1], "
                                   "можно выберите 1 арьергард противника; отправьте в сброс выбранного воина")


@pytest.mark.parametrize(("n", "ru"), [(1, "возьмите 1 карту"), (2, "возьмите 2 карты"), (5, "возьмите 5 карт"),
                                       (21, "возьмите 21 карту")])
def test_russian_plurals_follow_the_number(vocab: Vocabulary, n: int, ru: str) -> None:
    a = parse_line(f"act | do: draw {n}", vocab)
    assert say(a, vocab, "ru") == f"АКТ: {ru}"


def test_up_to_takes_the_genitive_in_russian(vocab: Vocabulary) -> None:
    a = parse_line("act | target: up to 2 my rear-guard | do: power +5000 target turn", vocab)
    assert say(a, vocab, "ru").startswith("АКТ: выберите до 2 своих арьергардов; выбранный воин получает +5\u00a0000 силы "
                                          "до конца хода")


def test_every_declared_word_has_text_in_both_languages(vocab: Vocabulary) -> None:
    assert vocab.missing_words() == []


def test_a_word_is_declared_once(vocab: Vocabulary) -> None:
    with pytest.raises(ValueError, match="declared twice"):
        vocab.effect("draw")


def test_a_column_reports_every_broken_row(vocab: Vocabulary) -> None:
    from cards.kit.ability import parse_column

    good, errors = parse_column([(2, "act | do: draw 1"), (3, "act | do: drwa 1"), (4, ""), (5, "xx")], vocab,
                                "Cards", "abilities")
    assert set(good) == {2, 4} and good[4] == ()
    assert [(e.where.row, e.where.column) for e in errors] == [(3, "abilities"), (5, "abilities")]
