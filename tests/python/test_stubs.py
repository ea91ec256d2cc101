"""The type stubs (python/snl/__init__.pyi) describe the module as it is, and the keywords of analyze() and
generate() are the CLI's options: a new `snl analyze --die SPEC`-style option fails here until the binding's table
(python/analysis.cpp) and the stub have it too."""
import ast
import inspect
import keyword
import pickle
import re
import unittest

import snl
from support import SOURCE_DIR, run_cli

STUB = SOURCE_DIR / "python" / "snl" / "__init__.pyi"
PUBLIC_EXTRAS = {"_repr_svg_", "_repr_html_"}  # private by name, public by use (notebooks)


def stub_tree():
    return ast.parse(STUB.read_text(encoding="utf-8"))


def stub_functions(tree, name):
    return [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name == name]


def keyword_names(function):
    return [arg.arg for arg in function.args.kwonlyargs]


def keyword_defaults(function):
    return {arg.arg: ast.literal_eval(default) for arg, default in zip(function.args.kwonlyargs, function.args.kw_defaults)}


def cli_options(command, leave_out):
    """The long options of `snl COMMAND --help`, as Python names (--max-rolls is max_rolls, --from is from_)."""
    names = re.findall(r"^\s+(?:-\w,)?--([a-z][a-z-]*)", run_cli(command, "--help"), re.MULTILINE)
    return [name.replace("-", "_") + ("_" if keyword.iskeyword(name) else "") for name in names if name not in leave_out]


def public(names):
    return {n for n in names if not n.startswith("_") or n in PUBLIC_EXTRAS}


def runtime_signature(function):
    """The parameter names of a function of the module, as inspect.signature gives them."""
    return list(inspect.signature(function).parameters)


class Stubs(unittest.TestCase):
    def test_the_stub_names_what_the_module_exports(self):
        tree = stub_tree()
        named = {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
        self.assertEqual(public(named), set(snl.__all__))

    def test_each_class_has_the_members_the_stub_lists(self):
        for node in stub_tree().body:
            if not isinstance(node, ast.ClassDef) or issubclass(getattr(snl, node.name), BaseException):
                continue
            with self.subTest(cls=node.name):
                stubbed = public(n.name for n in node.body if isinstance(n, ast.FunctionDef)) - {"__init__"}
                stubbed |= public(n.target.id for n in node.body if isinstance(n, ast.AnnAssign))
                runtime = public(n for n in vars(getattr(snl, node.name)) if not n.startswith("__"))
                self.assertEqual(stubbed, runtime)

    def test_the_errors_and_their_fields(self):
        tree = stub_tree()
        errors = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef) and "Error" in node.name}
        self.assertEqual(set(errors), {"Error", "ParseError", "BoardError", "LimitError"})
        self.assertEqual({n.target.id for n in errors["ParseError"].body if isinstance(n, ast.AnnAssign)},
                         {"source", "line", "column", "message"})
        self.assertEqual({n.target.id for n in errors["BoardError"].body if isinstance(n, ast.AnnAssign)}, {"jump_index"})
        self.assertTrue(issubclass(snl.ParseError, snl.Error) and issubclass(snl.Error, ValueError))

    def test_signatures_of_the_bound_functions(self):
        tree = stub_tree()
        for function in (snl.min_rolls, snl.solve, snl.render, snl.analyze, snl.min_rolls_many, snl.solve_many, snl.design):
            with self.subTest(function=function.__name__):
                (stub,) = stub_functions(tree, function.__name__)
                names = [a.arg for a in stub.args.args] + keyword_names(stub)
                self.assertEqual(names, runtime_signature(function))


    def test_every_function_has_a_signature_with_types(self):
        for name in snl.__all__:
            function = getattr(snl, name)
            if isinstance(function, type):
                continue
            with self.subTest(function=name):
                signature = inspect.signature(function)
                self.assertEqual(function.__module__, "snl")
                keywords = [p for p in signature.parameters.values() if p.kind is p.KEYWORD_ONLY]
                if name not in ("boards", "read"):
                    self.assertTrue(keywords)
                    self.assertTrue(all(p.annotation is not p.empty for p in keywords), signature)
        self.assertEqual(str(inspect.signature(snl.solve)),
                         "(board: 'BoardLike', *, route: bool = True, algorithm: str = 'auto', "
                         "max_memory: Optional[int] = None) -> 'Solution'")
        self.assertIn("max_rolls: int = 1000000", str(inspect.signature(snl.analyze)))

    def test_the_functions_pickle_by_name(self):
        for name in snl.__all__:
            with self.subTest(name=name):
                self.assertIs(pickle.loads(pickle.dumps(getattr(snl, name))), getattr(snl, name))


class CliOptions(unittest.TestCase):
    def test_analyze_has_every_option_of_snl_analyze(self):
        (stub,) = stub_functions(stub_tree(), "analyze")
        cli = cli_options("analyze", {"help", "format", "plot", "input"})
        self.assertEqual(sorted(keyword_names(stub)), sorted(cli))
        self.assertEqual(list(snl._snl._analyze_keywords), keyword_names(stub))
        # The stub's defaults are the values an analysis made without options reports it used.
        options = snl.analyze(snl.Board.square(3)).options
        self.assertEqual(keyword_defaults(stub), options)
        self.assertIn(", ".join(f"{k}={v!r}" for k, v in options.items()), snl.analyze.__doc__)

    def test_generate_has_every_option_of_snl_generate(self):
        for stub in stub_functions(stub_tree(), "generate"):
            self.assertEqual(sorted(keyword_names(stub)), sorted(cli_options("generate", {"help", "format"})))
        doc_keywords = re.findall(r"^  (\w+) \(", snl.generate.__doc__, re.MULTILINE)
        self.assertEqual(doc_keywords, keyword_names(stub_functions(stub_tree(), "generate")[0]))

    def test_design_has_every_option_of_snl_design(self):
        # --from is design()'s first argument (a Board or a grid, not a file); --format and --quiet are the CLI's.
        (stub,) = stub_functions(stub_tree(), "design")
        self.assertEqual([a.arg for a in stub.args.args], ["from_"])
        self.assertEqual(sorted(keyword_names(stub)), sorted(cli_options("design", {"help", "format", "quiet", "from"})))
        doc_keywords = re.findall(r"^  (\w+) \(", snl.design.__doc__, re.MULTILINE)
        self.assertEqual(doc_keywords, ["from_"] + keyword_names(stub))
        self.assertEqual(snl.design(side=3, max_evaluations=10).options, {"side": 3, "max_evaluations": 10})


if __name__ == "__main__":
    unittest.main()
