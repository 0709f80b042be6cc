# A deck asked for with nothing given: the game's own deck hint (its GameInfo.decks) says how.
tour-deck_needed = Nothing to register for **{ $name }** yet.
    { $hint }
# Slash command texts that name no game.
desc-your-deck-as-text-as-the-game-s-deck-hint-says = Your deck as text, as the game's deck hint says
desc-your-deck-as-a-file-for-games-that-take-uploads = Your deck as a file, for games that take uploads
