# /card: looking a card up.
cardlookup-unknown = No card called “{ $name }” here. Pick a name from the suggestions as you type.

cmd-card = card
desc-look-a-card-up-its-facts-abilities-and-face = Look a card up: its facts, abilities and face
desc-the-card-s-name-suggested-as-you-type = The card's name (suggested as you type)
desc-the-game-default-this-match-s = The game (default: this match's)
