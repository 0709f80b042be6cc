# The picture's legend for house values (issue 28): what a "*" after a stat or a card name means.
pic-house = * house value, not printed on the card (the server sets it)
