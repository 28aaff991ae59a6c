#!/usr/bin/env python3
"""Scripts/generate-bank.py — writes the fact tables of the generated question bank.

    python3 -m venv /tmp/bank && /tmp/bank/bin/pip install pycountry==26.2.16 countryinfo==1.0.1 \
        periodictable==2.1.0 babel==2.19.0
    /tmp/bank/bin/python Scripts/generate-bank.py

The packages are generators, never dependencies: this script reads their facts
once and writes them as Swift tables into Sources/FactBank/Facts/, which are
committed. quizctl builds its questions from those tables (Sources/FactBank).

What is kept, and why:
- A country is asked about only if it is a sovereign state (ISO 3166 minus the
  dependent and disputed territories listed below) with at least 100,000
  people.
- A capital is kept only where two sources agree: countryinfo's capital and
  the CLDR exemplar city of one of the country's time zones (which also gives
  its Russian name). Countries with several capitals, or a capital that moved,
  fail that test and are never asked about their capital.
- A currency is kept only where the country uses exactly one circulating
  currency, under a code CLDR does not mark as retired (a name with years).
- Element names in Russian are the standard ones, written here (facts, not
  copied text); symbols, numbers and masses come from periodictable.
- Films are those of the built-in IMDb list (../shared/data); their Russian
  release titles are written in Scripts/bank/film-titles-ru.tsv, and a film
  without one there is not asked about.
"""
import os
import sys

import countryinfo
import periodictable
import pycountry
from babel import Locale
from babel.dates import get_timezone_location
from babel.numbers import get_currency_name

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Sources", "FactBank", "Facts")

# Dependent, disputed or partly recognised territories: not asked as countries.
NOT_SOVEREIGN = set(
    "AW BM CW EH FO GF GI GL GP GU HK IM JE GG KY MO MP MQ NC PF PR PS RE TW VI XK YT AS AI BQ SX TC VG MF BL PM WF CK NU "
    "TK PN SH FK GS IO CX CC NF HM BV SJ TF UM AX MS".split()
)
# Non-circulating codes countryinfo lists beside a country's own currency.
NON_CIRCULATING = {"USN", "USS"}
# Names CLDR gives in a form meant for lists, not sentences.
NAMES = {
    "CD": ("DR Congo", "ДР Конго"),
    "CG": ("Republic of the Congo", "Республика Конго"),
    "MM": ("Myanmar", "Мьянма"),
    "US": ("United States", "США"),
    "KR": ("South Korea", "Южная Корея"),
    "KP": ("North Korea", "Северная Корея"),
    "AE": ("United Arab Emirates", "ОАЭ"),
}
# The two CFA francs, which CLDR's Russian names by their banks' Latin initials.
CURRENCY_NAMES = {
    "XAF": ("Central African CFA Franc", "центральноафриканский франк КФА"),
    "XOF": ("West African CFA Franc", "западноафриканский франк КФА"),
}
# Names English writes with "the" inside a sentence ("the Netherlands").
THE = set("AE BS CD CF CG DO GB GM KM MV NL PH SB US".split())
REGIONS = {"Africa": "africa", "Americas": "americas", "Asia": "asia", "Europe": "europe", "Oceania": "oceania"}

RUSSIAN_ELEMENTS = """водород гелий литий бериллий бор углерод азот кислород фтор неон натрий магний алюминий кремний
фосфор сера хлор аргон калий кальций скандий титан ванадий хром марганец железо кобальт никель медь цинк галлий
германий мышьяк селен бром криптон рубидий стронций иттрий цирконий ниобий молибден технеций рутений родий палладий
серебро кадмий индий олово сурьма теллур йод ксенон цезий барий лантан церий празеодим неодим прометий самарий
европий гадолиний тербий диспрозий гольмий эрбий тулий иттербий лютеций гафний тантал вольфрам рений осмий иридий
платина золото ртуть таллий свинец висмут полоний астат радон франций радий актиний торий протактиний уран нептуний
плутоний америций кюрий берклий калифорний эйнштейний фермий менделевий нобелий лоуренсий резерфордий дубний
сиборгий борий хассий мейтнерий дармштадтий рентгений коперниций нихоний флеровий московий ливерморий теннессин
оганесон""".split()


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def localized(en, ru):
    return f"LocalizedText(en: {swift_string(en)}, ru: {swift_string(ru)})"


def capital_in_russian(info):
    """The Russian name of the capital, when a time zone's exemplar city is that capital."""
    for zone in info.get("timezoneNames") or []:
        try:
            english = get_timezone_location(zone, locale="en", return_city=True)
            russian = get_timezone_location(zone, locale="ru", return_city=True)
        except Exception:
            continue
        if english == info.get("capital"):
            return english, russian
    return None


def countries():
    english, russian = Locale("en"), Locale("ru")
    iso = {country.alpha_2 for country in pycountry.countries}
    seen, rows = set(), []
    for entry in countryinfo.all_countries():
        info = entry.info()
        code = (info.get("ISO") or {}).get("alpha2")
        population = info.get("population") or 0
        if not code or code in seen or code not in iso or code in NOT_SOVEREIGN or population < 100_000:
            continue
        if code not in russian.territories or info.get("region") not in REGIONS or not info.get("area"):
            continue
        seen.add(code)
        name = NAMES.get(code, (english.territories[code].replace(" & ", " and "), russian.territories[code]))
        currencies = [c for c in info.get("currencies") or [] if c not in NON_CIRCULATING]
        currency = None
        if len(currencies) == 1:
            code3 = currencies[0]
            en_name, ru_name = CURRENCY_NAMES.get(
                code3, (get_currency_name(code3, locale="en"), get_currency_name(code3, locale="ru")))
            # A name with years, "Mauritanian Ouguiya (1973–2017)", is CLDR's for a retired code:
            # countryinfo's figure is out of date, so the country is not asked about its currency.
            if en_name != code3 and ru_name != code3 and "(" not in en_name:
                currency = (code3, en_name, ru_name)
        alpha3 = {c.alpha_3: c.alpha_2 for c in pycountry.countries}
        borders = sorted(alpha3[b] for b in info.get("borders") or [] if b in alpha3)
        rows.append(
            dict(code=code, name=name, capital=capital_in_russian(info), population=population, area=info["area"],
                 region=REGIONS[info["region"]], borders=borders, currency=currency))
    # Borders only between countries the bank knows.
    known = {row["code"] for row in rows}
    for row in rows:
        row["borders"] = [b for b in row["borders"] if b in known]
    return sorted(rows, key=lambda row: row["code"])


def write_countries(rows, region):
    """The countries of one region: a file each keeps every table short enough to read."""
    mine = [row for row in rows if row["region"] == region]
    lines = [
        "// Generated by Scripts/generate-bank.py — do not edit.",
        "// Sources: countryinfo 1.0.1 (MIT; capitals, population, area, borders, region, currencies),",
        "// CLDR via babel 2.19.0 (Unicode licence; English and Russian names of countries, capitals and currencies),",
        "// pycountry 26.2.16 (LGPL-2.1; ISO 3166 codes). Facts only: no text of theirs is kept.",
        "import QuizPlatform",
        "",
        "extension FactTables {",
        f"    /// {len(mine)} sovereign states of {region.capitalize()} with at least 100,000 people, by ISO code.",
        f"    static let {region}Countries: [Country] = [",
    ]
    for row in mine:
        capital = localized(*row["capital"]) if row["capital"] else "nil"
        currency = "nil"
        if row["currency"]:
            code, en, ru = row["currency"]
            currency = f"Currency(code: {swift_string(code)}, name: {localized(en, ru)})"
        borders = "[" + ", ".join(swift_string(b) for b in row["borders"]) + "]"
        lines.append(
            f"        Country(\n"
            f"            code: {swift_string(row['code'])}, name: {localized(*row['name'])},\n"
            f"            capital: {capital}, population: {int(row['population']):_}, area: {float(row['area']):_},\n"
            f"            region: .{row['region']}, borders: {borders}, takesThe: {'true' if row['code'] in THE else 'false'},\n"
            f"            currency: {currency}),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def write_elements():
    lines = [
        "// Generated by Scripts/generate-bank.py — do not edit.",
        "// Sources: periodictable 2.1.0 (public domain; numbers, symbols, English names, standard atomic masses);",
        "// the Russian names are the standard ones, written for quizctl.",
        "import QuizPlatform",
        "",
        "extension FactTables {",
        "    /// The 118 elements, by atomic number.",
        "    static let elements: [Element] = [",
    ]
    for element in periodictable.elements:
        if element.number == 0:
            continue
        name_ru = RUSSIAN_ELEMENTS[element.number - 1]
        lines.append(
            f"        Element(number: {element.number}, symbol: {swift_string(element.symbol)}, "
            f"name: {localized(element.name.capitalize(), name_ru.capitalize())}, mass: {float(element.mass)}),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def write_film_titles():
    rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(ROOT, "Scripts", "bank", "film-titles-ru.tsv"))
            if not line.startswith("#")][1:]
    lines = [
        "// Generated by Scripts/generate-bank.py from Scripts/bank/film-titles-ru.tsv — do not edit.",
        "// The Russian titles of the built-in IMDb list, written for quizctl; a film without one is not asked about.",
        "",
        "extension FactTables {",
        f"    /// {len(rows)} Russian titles by IMDb id.",
        "    static let russianFilmTitles: [String: String] = [",
    ]
    lines += [f"        {swift_string(imdb)}: {swift_string(russian)}," for imdb, _, russian in rows]
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    assert len(RUSSIAN_ELEMENTS) == 118, len(RUSSIAN_ELEMENTS)
    os.makedirs(OUT, exist_ok=True)
    rows = countries()
    stale = os.path.join(OUT, "FactTables+Countries.swift")
    if os.path.exists(stale):
        os.remove(stale)
    for region in REGIONS.values():
        with open(os.path.join(OUT, f"FactTables+Countries+{region.capitalize()}.swift"), "w") as file:
            file.write(write_countries(rows, region))
    with open(os.path.join(OUT, "FactTables+Elements.swift"), "w") as file:
        file.write(write_elements())
    with open(os.path.join(OUT, "FactTables+FilmTitles.swift"), "w") as file:
        file.write(write_film_titles())
    capitals = sum(1 for row in rows if row["capital"])
    currencies = sum(1 for row in rows if row["currency"])
    print(f"{len(rows)} countries ({capitals} capitals, {currencies} currencies), 118 elements", file=sys.stderr)


if __name__ == "__main__":
    main()
