# The console transport's frame around the demo transcript.

console-channel = CHANNEL { $name }
console-thread = THREAD { $name }
console-pinned = [pinned, edited { $count ->
    [0] never
    [one] once
   *[other] { $count } times
}]
console-attachment = [attachment { $name }, { $size } bytes]
console-dms = DIRECT MESSAGES of { $name } (only { $name } sees these)
console-private-reply = { $bot } (only { $name } sees this reply):
