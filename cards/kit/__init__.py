"""The kit: what every card game needs, written once.

Name folding and lookup, refusals in en/ru, the apply context that emits
events and drains chance, typed options, decision ids, guarded xlsx
reading, deck-list parsing and the one scenario runner live here, so the
four game packages (and the next one) share them instead of re-inventing
them.  The shared ability language lives under ``cards.kit.ability``.
"""
