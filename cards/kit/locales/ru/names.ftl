# После «карты X нет»: ближайшие названия из таблицы (cards/kit/words.py, did_you_mean).
names-did-you-mean = Возможно, имелось в виду: { $names }?
