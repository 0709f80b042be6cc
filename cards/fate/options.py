"""The table settings FA-SET-1..8, as typed options a host chooses when a table opens."""

from __future__ import annotations

from cards.core import Option, Text

OPTIONS: tuple[Option, ...] = (
    Option("starting_prana", "int", 10, Text("Starting prana (FA-SET-1)", "Прана в начале (FA-SET-1)"), minimum=1, maximum=99),
    Option("starting_hand", "int", 4, Text("Starting hand (FA-SET-2)", "Карт в руке в начале (FA-SET-2)"), minimum=0, maximum=10),
    Option("draw_pile", "choice", "shared",
           Text("Draw pile: one shared, or one deck per Master (FA-SET-3)",
                "Колода: общая или своя у каждого Мастера (FA-SET-3)"), choices=("shared", "per_master")),
    Option("servants", "choice", "random",
           Text("Servants: dealt at random, free choice, or a draft (FA-SET-4)",
                "Слуги: случайная раздача, свободный выбор или драфт (FA-SET-4)"), choices=("random", "choice", "draft")),
    Option("prana_zero", "choice", "leave",
           Text("Prana 0: the Master leaves, or loses a Command Spell and starts again (FA-SET-6)",
                "Прана 0: Мастер выбывает или теряет Командное заклинание и восстанавливает прану (FA-SET-6)"),
           choices=("leave", "reset")),
    Option("seating", "choice", "random",
           Text("Seat order: random, or as listed (FA-SET-7)", "Порядок мест: случайный или по списку (FA-SET-7)"),
           choices=("random", "listed")),
    Option("first_active", "choice", "random",
           Text("First Active Master: random, or the first seat (FA-SET-7)",
                "Первый Активный Мастер: случайный или на первом месте (FA-SET-7)"), choices=("random", "first_seat")),
    Option("scenes", "bool", False, Text("Scene cards and the Seat of the Grail (FA-SET-8)",
                                         "Карты сцен и Престол Грааля (FA-SET-8)")),
    Option("cs2_scope", "choice", "all",
           Text("Command Spell use 2 counts Mystic Codes of all Masters, or his own (FA-AMB-11)",
                "Командное заклинание 2 считает Тайные знаки всех Мастеров или только свои (FA-AMB-11)"),
           choices=("all", "own")),
)
