# Buttons for routine answers on a prompt.
buttons-not_yours = This button answers { $name }'s decision; only { $name } can press it. Nothing changed.
buttons-answered = That question has already been answered (or the match moved on). Nothing changed.
