# Kept hidden until the rules reveal it (F-OVR-3, issue 25).
ev-deck-ruler = Your ruler: { $ruler }. The other player sees it when the rulers are placed (F-SETUP-6).
