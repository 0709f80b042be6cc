# Keyword abilities made rules (issue 27, F-AMB-12 on).
ev-eternal-kept = { $card } has [Eternal]: it is not destroyed.
ab-condition-seal = its [Seal] is released (its controller controls the magic stones it names)
ab-condition-null = its controller has no cards in his hand ([Null])
