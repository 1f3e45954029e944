#pragma once
// The globals a pickle may name (PickleReader.h), each turned into data, and
// the rules every container follows. Internal to PickleReader.cpp and
// PickleGlobals.cpp: functions here throw PickleRefusal, which the reader
// turns into an InputError naming the file and the byte offset.
#include <string>

#include "common/formats/PickleReader.h"

namespace segstudio::pickle {

struct PickleRefusal {
    std::string reason;
};

PickleRef makeValue(PickleValue::Kind kind);
PickleRef textValue(PickleValue::Kind kind, std::string_view text);
PickleRef integerValue(int64_t i);
bool isContainer(const PickleValue& v);

// Places `child` in `parent`: containers are sealed (never change again)
// once placed, so no container can come to hold itself and depths stay exact.
void adopt(PickleValue& parent, const PickleRef& child);
// `v` when it is of `kind` and not sealed; else refused, naming `opcode`.
PickleValue& changeable(const PickleRef& v, PickleValue::Kind kind, const char* opcode);
// Appends key/value pairs (`items`: k0, v0, k1, v1, ...) to a Dict.
void setItems(const PickleRef& dict, std::vector<PickleRef> items, const char* opcode);

// Refused unless on the allowed list, with why.
void requireAllowedGlobal(const std::string& fullName);
// REDUCE of an allowed global with `args`.
PickleRef callGlobal(const std::string& callable, const PickleValue& args);
// BINPERSID: ('storage', torch.<Type>Storage, key, location, elements).
PickleRef loadPersistentId(const PickleValue& pid);
// BUILD: the state of an OrderedDict, numpy dtype or numpy array.
void buildState(PickleValue& object, const PickleValue& state);

}  // namespace segstudio::pickle
