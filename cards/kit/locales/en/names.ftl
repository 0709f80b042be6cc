# After "no card called X": the closest names of the sheet (cards/kit/words.py, did_you_mean).
names-did-you-mean = Did you mean: { $names }?
