// python/reading.cpp — snl._Reader: boards read one at a time by the library's streaming parser (snl/parse.hpp), from
// a file (in chunks, never the whole text) or from a str or bytes (in place, kept alive while read). snl.read and
// snl.boards (python/snl/__init__.py) choose between the two.
#include <pybind11/pybind11.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "bindings.hpp"
#include "snl/error.hpp"
#include "snl/parse.hpp"

namespace snl::python {
namespace {

namespace py = pybind11;

class Reader {
 public:
  /// Reads the text of `text` (a str, as UTF-8, or bytes) in place.
  static std::unique_ptr<Reader> of_text(py::object text, std::string source, std::string_view format) {
    const Format chosen = format_argument(format);
    Py_ssize_t size = 0;
    const char* data = nullptr;
    if (PyUnicode_Check(text.ptr())) {
      data = PyUnicode_AsUTF8AndSize(text.ptr(), &size);  // kept by the str itself
      if (data == nullptr) throw py::error_already_set();
    } else if (PyBytes_Check(text.ptr())) {
      char* bytes = nullptr;
      if (PyBytes_AsStringAndSize(text.ptr(), &bytes, &size) != 0) throw py::error_already_set();
      data = bytes;
    } else {
      throw py::type_error(std::string("a board's text must be a str or bytes, not ") + Py_TYPE(text.ptr())->tp_name);
    }
    auto reader = std::unique_ptr<Reader>(new Reader(std::move(source)));
    reader->text_ = std::move(text);
    reader->reader_ = std::make_unique<BoardReader>(std::string_view(data, static_cast<std::size_t>(size)),
                                                    reader->source_, chosen);
    return reader;
  }

  /// Reads the file at `path` in chunks. OSError (FileNotFoundError, IsADirectoryError, ...) when it cannot be opened.
  static std::unique_ptr<Reader> of_file(const std::string& path, std::string_view format) {
    // The C library would open the path cut at its first NUL: another file. Python's open() refuses it the same way.
    if (path.find('\0') != std::string::npos) throw py::value_error("embedded null byte in the path");
    const Format chosen = format_argument(format);
    auto reader = std::unique_ptr<Reader>(new Reader(path));
    int error = 0;
    {
      const py::gil_scoped_release release;  // opening a pipe waits for its writer, who may be another thread
      std::error_code ignored;
      errno = 0;
      if (std::filesystem::is_directory(path, ignored)) {
        error = EISDIR;
      } else {
        reader->file_ = std::make_unique<std::ifstream>(path, std::ios::binary);
        if (!*reader->file_) error = errno != 0 ? errno : EIO;
      }
      // The reader starts reading at once: from a pipe, that too waits for the writer.
      if (error == 0) reader->reader_ = std::make_unique<BoardReader>(*reader->file_, path, chosen);
    }
    if (error != 0) {
      errno = error;
      PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, py::str(path).ptr());
      throw py::error_already_set();
    }
    return reader;
  }

  /// The next board, read with the GIL released; StopIteration at the end, and after an error.
  std::shared_ptr<Board> next() {
    if (busy_) throw py::value_error("this reader is already reading a board on another thread");
    if (!reader_) throw py::stop_iteration();
    busy_ = true;
    std::optional<Board> board;
    try {
      const py::gil_scoped_release release;
      board = reader_->next();
    } catch (const Error&) {
      finish();  // the reader is spent after an error (snl/parse.hpp)
      throw;
    } catch (...) {
      busy_ = false;  // and the error goes on as it is
      throw;
    }
    busy_ = false;
    if (!board) {
      finish();
      throw py::stop_iteration();
    }
    return std::make_shared<Board>(std::move(*board));
  }

  const std::string& source() const noexcept { return source_; }

 private:
  explicit Reader(std::string source) : source_(std::move(source)) {}
  void finish() {
    busy_ = false;
    reader_.reset();
    file_.reset();
    text_ = py::object();
  }

  std::string source_;
  py::object text_;  // the str or bytes read in place
  std::unique_ptr<std::ifstream> file_;
  std::unique_ptr<BoardReader> reader_;
  bool busy_ = false;  // read and written with the GIL held
};

}  // namespace

void add_reading(py::module_& module) {
  py::class_<Reader> reader(module, "_Reader", "Boards read one at a time (snl.boards and snl.read use it).");
  reader.def_static("text", &Reader::of_text, py::arg("text"), py::arg("source"), py::arg("format"));
  reader.def_static("file", &Reader::of_file, py::arg("path"), py::arg("format"));
  reader.def_property_readonly("source", &Reader::source);
  reader.def("__iter__", [](py::object self) { return self; });
  reader.def("__next__", &Reader::next);
}

}  // namespace snl::python
