// A small PNG writer (its own deflate): screenshots and result cards need no image library.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace pz {

// rgba: w*h pixels, 4 bytes each, rows top to bottom. Returns false if the file cannot be written.
bool write_png(const std::string& path, int w, int h, const std::vector<uint8_t>& rgba);
std::vector<uint8_t> encode_png(int w, int h, const std::vector<uint8_t>& rgba);

} // namespace pz
