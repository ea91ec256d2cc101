"""Python exposes every part of an analysis from the library's registry (snl/sections.hpp): each field the registry
lists is an attribute of snl.Analysis, None when its part was not asked for and set when it was (asked through the
part's own keywords). The C++ side of the same list: tests/unit/sections_test.cpp."""
import unittest

import snl

SECTIONS = snl._snl._analysis_sections()
BOARD = snl.Board.square(5, [(3, 12), (8, 20), (17, 4), (22, 9)])

# The keywords that ask for each part, as a user writes them. A new part fails test_every_part_is_asked_for_here.
ASKING = {
    "players": dict(players=2, from_=(3, 5)),
    "exact": dict(exact=True, exact_rolls=5, pgf=True),
    "per_square": dict(squares=True),
    "jumps_effect": dict(jumps_effect=True),
    "jump_use": dict(jump_use=True),
    "jumps_to_add": dict(add_effects=2),
    "meeting": dict(players=2, bump="start"),
    "handicap": dict(players=2, handicap=0.05),
    "strategy": dict(optimal="rolls"),
    "fastest": dict(fastest=True),
    "moments": dict(moments=True, exact=True),
}


class Sections(unittest.TestCase):
    def test_every_part_is_asked_for_here(self):
        self.assertEqual(sorted(p["name"] for p in SECTIONS), sorted(ASKING))

    def test_every_field_is_an_attribute_set_when_asked_and_none_when_not(self):
        plain = snl.analyze(BOARD, start=0)
        for part in SECTIONS:
            with self.subTest(part=part["name"]):
                asked = snl.analyze(BOARD, start=0, **ASKING[part["name"]])
                for field in part["fields"]:
                    attribute = field["attribute"]
                    self.assertTrue(hasattr(snl.Analysis, attribute), attribute)
                    if not field["kind"].endswith("?"):  # a kind ending in ? may be None (a left_out reason)
                        self.assertIsNotNone(getattr(asked, attribute), attribute)
                    if part["name"] not in ("players",):  # the players' figures have values of their own
                        self.assertIsNone(getattr(plain, attribute), attribute)

    def test_the_moments_are_the_jsons(self):
        a = snl.analyze(BOARD, start=0, moments=True, exact=True, moments_of="turns")
        self.assertEqual(a.moments["of"], "turns")
        self.assertGreater(a.moments["variance"], 0)
        self.assertIn("/", str(a.moments["exact"]["excess_kurtosis"]))


if __name__ == "__main__":
    unittest.main()
