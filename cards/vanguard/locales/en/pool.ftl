# Words added for the pool's scripts (issue 26).
ab-condition-more-rear-guards = you have more rear-guards than your opponent
