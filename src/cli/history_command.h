// `dogtable-cli history` (built when Qt SQL is available): see history_command.cpp.
#pragma once

#include <string>

#include "dogtable/core/registry.h"

namespace dogtable::cli {

struct HistoryOptions {
    std::string game;  // "" for every game
    std::string db;    // "" for the app's own database
    std::string saves; // a folder of saves instead of a database
    bool json = false;
};

/// Prints the statistics; returns the exit code (`error` gets the one line to print when not 0).
int historyCommand(const GameRegistry& reg, const HistoryOptions& options, std::string* error);

} // namespace dogtable::cli
