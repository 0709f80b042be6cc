# Рамка расшифровки демо-партии в консоли.

console-channel = КАНАЛ { $name }
console-thread = ТЕМА { $name }
console-pinned = [закреплено, изменено { $count ->
    [0] ни разу
   *[other] { $count } { $count ->
        [one] раз
        [few] раза
       *[many] раз
    }
}]
console-attachment = [вложение { $name }, { $size } { $size ->
    [one] байт
    [few] байта
   *[many] байт
}]
console-dms = ЛИЧНЫЕ СООБЩЕНИЯ: { $name } (видит только { $name })
console-private-reply = { $bot } (этот ответ видит только { $name }):
