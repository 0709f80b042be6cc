# Refusals that keep hidden information hidden (issue 25).
err-ga-busy = Not while G assist is under way: the five cards stay where they were looked at until the take and the removal are done.
