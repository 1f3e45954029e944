#pragma once
// The user's word on foreign code. A TorchScript module runs its own code
// (in the model sandbox, engine/sandbox, which lets it only compute), so
// before one runs for the first time SegStudio shows its SHA-256 and where
// it was first seen, and remembers the decision by that digest: the same
// bytes anywhere are the same decision; one changed byte asks again.
// Modules this installation exported are trusted when exported. Package
// weights (weights.pt) carry no code that reaches this process (the sandbox
// parses them; only tensors come back), so they need no decision.
// Qt-free: the CLI asks with --trust-model, the workbench with a dialog.
#include <optional>
#include <string>
#include <vector>

#include "common/Errors.h"

namespace segstudio::application {

struct ForeignModule {
    std::string file;    // the module (model.pt), as found
    std::string sha256;  // lower-case hex
};

struct TrustDecision {
    bool trusted = false;
    std::string firstSeenAt;  // the module's path when it was decided
    std::string decidedOn;    // UTC, ISO 8601
    std::string how;          // "exported by this installation", "--trust-model", "the workbench"
};

// A module without the user's yes. what() names the file, its SHA-256, where
// it was first seen, and how to trust it.
class UntrustedModel : public InputError {
public:
    UntrustedModel(const ForeignModule& module, const std::optional<TrustDecision>& earlier);
    const ForeignModule& module() const { return m_module; }

private:
    ForeignModule m_module;
};

// $SEGSTUDIO_TRUST_FILE, else $XDG_CONFIG_HOME/segstudio/trusted-models.json,
// else ~/.config/segstudio/trusted-models.json.
std::string defaultTrustFile();

// The decisions, one JSON file (owner-only, 0600, replaced atomically; a
// lock file beside it serialises writers).
class TrustStore {
public:
    explicit TrustStore(std::string file = defaultTrustFile());
    std::optional<TrustDecision> decision(const std::string& sha256) const;
    void remember(const ForeignModule& module, bool trusted, const std::string& how);
    const std::string& file() const { return m_file; }

private:
    std::string m_file;
};

// The TorchScript modules among model paths (run folders, packages,
// TorchScript folders, fold parents), each with its SHA-256. Packages give none.
std::vector<ForeignModule> foreignModules(const std::vector<std::string>& modelPaths);

// Records the user's yes (`how`: "--trust-model") for every module among
// the model paths not trusted yet; returns those.
std::vector<ForeignModule> trustModules(const std::vector<std::string>& modelPaths, const std::string& how,
                                        TrustStore store = TrustStore());

// Throws UntrustedModel for the first module without a yes in `store`.
void requireTrustedModules(const std::vector<std::string>& modelPaths, const TrustStore& store = TrustStore());

// The module file's SHA-256, lower-case hex. Throws InputError naming it.
std::string sha256OfFile(const std::string& file);

}  // namespace segstudio::application
