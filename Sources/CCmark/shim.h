// The one header Swift sees of libcmark (Debian `libcmark-dev`, Homebrew `cmark`).
#include <cmark.h>
