# Keyword abilities made rules (issue 27, F-AMB-12 on).
ev-eternal-kept = { $card } has [Eternal]: it is not destroyed.
