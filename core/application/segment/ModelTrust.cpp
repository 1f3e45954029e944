#include "application/segment/ModelTrust.h"

#include <openssl/evp.h>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "application/segment/ModelEnsemble.h"
#include "application/segment/ModelParts.h"
#include "common/system/AtomicFile.h"
#include "common/system/FolderLock.h"
#include "common/formats/JsonFile.h"
#include "engine/infer/ModelInfo.h"
#include "common/system/UtcTime.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

Json readDecisions(const std::string& file)
{
    std::error_code error;
    if (!fs::exists(file) || fs::file_size(file, error) == 0)  // none yet, or created and not yet written
        return Json::object();
    Json json = readJsonFile(file);
    if (!json.is_object() || !json.contains("modules") || !json["modules"].is_object())
        throw InputError(file, "modules", "must be an object of SHA-256 digests to decisions");
    return json["modules"];
}

std::string untrustedMessage(const ForeignModule& module, const std::optional<TrustDecision>& earlier)
{
    std::string text = "runs its own code (a TorchScript module), SHA-256 " + module.sha256 + ". ";
    if (earlier && !earlier->trusted)
        text += "It was not trusted on " + earlier->decidedOn + " (first seen at " + earlier->firstSeenAt + "). ";
    else
        text += "It has not been run on this installation before. ";
    return text +
           "SegStudio runs such a module only in its sandbox, where it can only compute; "
           "if you know where it came from, trust it once: segstudio-cli predict --trust-model ..., "
           "or answer the workbench's question";
}

}  // namespace

UntrustedModel::UntrustedModel(const ForeignModule& module, const std::optional<TrustDecision>& earlier)
    : InputError(module.file, "", untrustedMessage(module, earlier)), m_module(module)
{
}

std::string defaultTrustFile()
{
    if (const char* file = std::getenv("SEGSTUDIO_TRUST_FILE"); file && *file)
        return file;
    if (const char* config = std::getenv("XDG_CONFIG_HOME"); config && *config)
        return (fs::path(config) / "segstudio" / "trusted-models.json").string();
    std::string home;
    if (const char* variable = std::getenv("HOME"); variable && *variable)
        home = variable;
    else if (const passwd* user = ::getpwuid(::getuid()); user && user->pw_dir)
        home = user->pw_dir;  // never a shared folder another user could write
    if (home.empty())
        throw InputError("", "HOME", "is not set and the user has no home folder: set SEGSTUDIO_TRUST_FILE");
    return (fs::path(home) / ".config" / "segstudio" / "trusted-models.json").string();
}

TrustStore::TrustStore(std::string file) : m_file(std::move(file)) {}

std::optional<TrustDecision> TrustStore::decision(const std::string& sha256) const
{
    const Json decisions = readDecisions(m_file);
    const auto found = decisions.find(sha256);
    if (found == decisions.end())
        return std::nullopt;
    const Json& entry = *found;
    if (!entry.is_object() || !entry.contains("trusted") || !entry["trusted"].is_boolean())
        throw InputError(m_file, "modules." + sha256 + ".trusted", "must be true or false");
    auto text = [&](const char* key) {
        return entry.contains(key) && entry[key].is_string() ? entry[key].get<std::string>() : std::string();
    };
    return TrustDecision{entry["trusted"].get<bool>(), text("first_seen_at"), text("decided_on"), text("how")};
}

void TrustStore::remember(const ForeignModule& module, bool trusted, const std::string& how)
{
    const fs::path folder = fs::path(m_file).parent_path();
    std::error_code error;
    fs::create_directories(folder, error);
    if (error)
        throw InputError(folder.string(), "", "cannot create the folder of trust decisions: " + error.message());
    FolderLock lock(folder.string(), "recording a trust decision", std::chrono::seconds(10));
    Json decisions = readDecisions(m_file);
    decisions[module.sha256] = {{"trusted", trusted},
                                {"first_seen_at", fs::absolute(module.file).lexically_normal().string()},
                                {"decided_on", isoTimestampUtc()},
                                {"how", how}};
    if (!fs::exists(m_file)) {
        // Created owner-only before anything is in it; replacing keeps the mode.
        const int fd = ::open(m_file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd >= 0)
            ::close(fd);
    }
    writeFileAtomically(m_file, Json{{"format", "segstudio-trusted-models"}, {"version", 1}, {"modules", decisions}}.dump(2));
}

std::string sha256OfFile(const std::string& file)
{
    std::ifstream stream(file, std::ios::binary);
    if (!stream)
        throw InputError(file, "", "cannot be read");
    EVP_MD_CTX* context = EVP_MD_CTX_new();
    EVP_DigestInit_ex(context, EVP_sha256(), nullptr);
    std::vector<char> buffer(1 << 20);
    while (stream) {
        stream.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        EVP_DigestUpdate(context, buffer.data(), static_cast<std::size_t>(stream.gcount()));
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(context, digest, &length);
    EVP_MD_CTX_free(context);
    if (stream.bad())
        throw InputError(file, "", "cannot be read");
    static const char* hex = "0123456789abcdef";
    std::string text;
    for (unsigned int i = 0; i < length; ++i) {
        text += hex[digest[i] >> 4];
        text += hex[digest[i] & 15];
    }
    return text;
}

std::vector<ForeignModule> foreignModules(const std::vector<std::string>& modelPaths)
{
    std::vector<ForeignModule> modules;
    std::vector<std::string> members;  // a task shipped as parts: each part's folder
    for (const std::string& path : modelPaths) {
        const std::vector<std::string> parts = modelPartsOf(path);
        if (parts.empty())
            members.push_back(path);
        else
            members.insert(members.end(), parts.begin(), parts.end());
    }
    for (const std::string& path : expandModelPaths(members)) {
        const engine::ModelInfo info = engine::readModelInfo(path);
        if (info.isTorchScript())
            modules.push_back({info.torchScriptModule, sha256OfFile(info.torchScriptModule)});
    }
    return modules;
}

std::vector<ForeignModule> trustModules(const std::vector<std::string>& modelPaths, const std::string& how,
                                        TrustStore store)
{
    std::vector<ForeignModule> trusted;
    for (const ForeignModule& module : foreignModules(modelPaths)) {
        const std::optional<TrustDecision> earlier = store.decision(module.sha256);
        if (earlier && earlier->trusted)
            continue;
        store.remember(module, true, how);
        trusted.push_back(module);
    }
    return trusted;
}

void requireTrustedModules(const std::vector<std::string>& modelPaths, const TrustStore& store)
{
    for (const ForeignModule& module : foreignModules(modelPaths)) {
        const std::optional<TrustDecision> decision = store.decision(module.sha256);
        if (!decision || !decision->trusted)
            throw UntrustedModel(module, decision);
    }
}

}  // namespace segstudio::application
