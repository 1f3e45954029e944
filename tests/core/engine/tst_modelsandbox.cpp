// The model sandbox (engine/sandbox): foreign TorchScript files that try to
// write or read a file, read one while loading, never return, or allocate
// without bound are stopped with a message that says what they tried, and
// the file they went for is untouched; an honest module computes as it
// would in process. The seccomp filter itself is checked on the calls a
// TorchScript module cannot make (sockets, new processes, signals).
// The hostile modules are written by Debian's PyTorch (hostile_modules.py).
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <memory>
#include <thread>

#include <torch/nn.h>
#include <torch/serialize/archive.h>

#include "TestData.h"
#include "engine/sandbox/ComputeOnlyFilter.h"
#include "engine/sandbox/SandboxFrames.h"
#include "engine/sandbox/SandboxedModule.h"

using namespace segstudio;
using namespace segstudio::engine::sandbox;
namespace fs = std::filesystem;

namespace {

const std::string kVictimText = "patient 12345, do not share\n";

std::string contentsOf(const std::string& file)
{
    std::ifstream stream(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(stream), {});
}

// Runs `attempt` in a forked child after restrictToComputing; returns the
// system call number its Violation frame names (-1: none came).
int violationOf(const std::function<void()>& attempt, const ComputeOnlyLimits& limits = {})
{
    int ends[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
        return -2;
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(ends[0]);
        try {
            restrictToComputing(limits, ends[1]);
        } catch (...) {
            ::_exit(3);
        }
        attempt();
        ::_exit(0);  // the call was allowed
    }
    ::close(ends[1]);
    Channel channel(ends[0]);
    channel.setDeadline(std::chrono::steady_clock::now() + std::chrono::seconds(30));
    int number = -1;
    try {
        if (channel.readFrame() == Frame::Violation)
            number = channel.read<int32_t>();
    } catch (const ChannelError&) {
    }
    ::close(ends[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return number;
}

bool alive(pid_t pid) { return pid > 0 && ::kill(pid, 0) == 0; }

// The opening of a fake sandbox helper (SEGSTUDIO_SANDBOX_HELPER) in
// Python: it reads the parent's Module frame from its socket (descriptor 0);
// `answer` is the script's body after that (SandboxFrames.h's framing, native
// byte order).
std::string fakeHelperScript(const std::string& answer)
{
    return "#!/usr/bin/python3\n"
           "import os, struct, sys, time\n"
           "def read_exact(n):\n"
           "    data = b''\n"
           "    while len(data) < n:\n"
           "        chunk = os.read(0, n - len(data))\n"
           "        if not chunk:\n"
           "            sys.exit(0)\n"
           "        data += chunk\n"
           "    return data\n"
           "def text(value):\n"
           "    return struct.pack('=Q', len(value)) + value\n"
           "assert read_exact(1) == b'M'\n"
           "read_exact(1)\n"
           "read_exact(struct.unpack('=Q', read_exact(8))[0])\n" +
           answer;
}

// Writes `script` as an executable file and makes it the sandbox helper
// until the returned guard ends.
struct FakeHelper {
    FakeHelper(const std::string& path, const std::string& script)
    {
        std::ofstream(path) << script;
        fs::permissions(path, fs::perms::owner_all);
        qputenv("SEGSTUDIO_SANDBOX_HELPER", QByteArray::fromStdString(path));
    }
    ~FakeHelper() { qunsetenv("SEGSTUDIO_SANDBOX_HELPER"); }
};

}  // namespace

class TestModelSandbox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theFilterStopsNetworkProcessesAndSignals();  // first: it forks, before LibTorch starts threads
    void deviceControlIsLimitedToTheDeviceFiles();
    void anHonestModuleComputesAsInProcess();
    void aModuleThatWritesAFileIsStopped();
    void aModuleThatReadsAFileIsStopped();
    void loadingThatReadsAFileIsStopped();
    void aModuleThatNeverReturnsMissesItsDeadline();
    void aModuleThatAllocatesWithoutBoundIsRefused();
    void aCheckpointComesBackExactly();
    void aCheckpointThatReadsAFileWhileLoadingIsStopped();
    void aCheckpointEntryNamedLikeCodeIsRefusedByName();
    void aSandboxThatStopsReadingCannotHangItsOwner();

private:
    QTemporaryDir m_dir;
    std::string m_victim;
    std::string module(const char* name) const { return (m_dir.path() + "/" + name).toStdString(); }
};

void TestModelSandbox::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_victim = (m_dir.path() + "/victim.txt").toStdString();
    std::ofstream(m_victim) << kVictimText;
}

void TestModelSandbox::theFilterStopsNetworkProcessesAndSignals()
{
    QCOMPARE(violationOf([] { ::socket(AF_INET, SOCK_STREAM, 0); }), int(SYS_socket));
    QCOMPARE(violationOf([] { ::syscall(SYS_openat, AT_FDCWD, "/etc/hostname", O_RDONLY); }), int(SYS_openat));
    QCOMPARE(violationOf([] { ::syscall(SYS_execve, "/bin/true", nullptr, nullptr); }), int(SYS_execve));
    // A new process (clone without CLONE_THREAD), and a signal to another process.
    QCOMPARE(violationOf([] { ::syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0); }), int(SYS_clone));
    QCOMPARE(violationOf([] { ::kill(::getppid(), SIGTERM); }), int(SYS_kill));
    // A held descriptor made to signal another process, shared memory the
    // memory limit does not count, another process's CPU affinity.
    QCOMPARE(violationOf([] { ::fcntl(0, F_SETOWN, ::getppid()); }), int(SYS_fcntl));
    QCOMPARE(violationOf([] { ::mmap(nullptr, 1 << 20, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0); }),
             int(SYS_mmap));
    QCOMPARE(violationOf([] {
                 cpu_set_t set;
                 CPU_ZERO(&set);
                 ::sched_getaffinity(::getppid(), sizeof set, &set);
             }),
             int(SYS_sched_getaffinity));
    // What computing needs stays allowed: threads, memory, time.
    QCOMPARE(violationOf([] {
                 std::thread worker([] { std::vector<char> block(64 << 20, 1); });
                 worker.join();
             }),
             -1);
    QVERIFY(describeSystemCall(SYS_socket).find("network") != std::string::npos);

    // The hostile modules, written by Debian's PyTorch.
    QProcess python;
    python.start("/usr/bin/python3", {segstudio::test::sourcePath(QStringLiteral("/tests/core/engine/hostile_modules.py")),
                                      m_dir.path(), QString::fromStdString(m_victim)});
    QVERIFY(python.waitForFinished(300000));
    if (python.exitCode() != 0)
        QSKIP(qPrintable("/usr/bin/python3 cannot write the modules (python3-torch; scripts/setup installs it): " +
                         python.readAllStandardError()));
}

// On a GPU the sandbox may control the device files a CUDA context opened
// before the filter, and map them shared, and nothing else: here with
// /dev/zero standing in for /dev/nvidia0 (no GPU on this machine; the
// CUDA run is segstudio-gpu-check's sandboxed_module, bench/gpu/run.sh).
void TestModelSandbox::deviceControlIsLimitedToTheDeviceFiles()
{
    const int device = ::open("/dev/zero", O_RDWR | O_CLOEXEC);
    const int other = ::open("/dev/zero", O_RDWR | O_CLOEXEC);
    QVERIFY(device >= 3 && other >= 3);
    ComputeOnlyLimits limits;
    limits.deviceDescriptors = {device};
    int pending = 0;
    QCOMPARE(violationOf([device, &pending] { ::ioctl(device, FIONREAD, &pending); }, limits), -1);
    QCOMPARE(violationOf([device] { ::mmap(nullptr, 1 << 16, PROT_READ | PROT_WRITE, MAP_SHARED, device, 0); }, limits), -1);
    QCOMPARE(violationOf([other, &pending] { ::ioctl(other, FIONREAD, &pending); }, limits), int(SYS_ioctl));
    QCOMPARE(violationOf([&pending] { ::ioctl(0, FIONREAD, &pending); }, limits), int(SYS_ioctl));
    QCOMPARE(violationOf([other] { ::mmap(nullptr, 1 << 16, PROT_READ | PROT_WRITE, MAP_SHARED, other, 0); }, limits),
             int(SYS_mmap));
    QCOMPARE(violationOf([] { ::mmap(nullptr, 1 << 20, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0); }, limits),
             int(SYS_mmap));
    // Without device files (the CPU), no ioctl at all.
    QCOMPARE(violationOf([device, &pending] { ::ioctl(device, FIONREAD, &pending); }), int(SYS_ioctl));
    // The host memory limit holds with device files too.
    limits.memoryBytes = uint64_t(256) << 20;
    QCOMPARE(violationOf([] {
                 void* block = ::mmap(nullptr, uint64_t(1) << 30, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
                 if (block != MAP_FAILED)
                     ::socket(AF_INET, SOCK_STREAM, 0);  // a violation the test sees: the limit did not hold
             }, limits),
             -1);
    ::close(device);
    ::close(other);
}

void TestModelSandbox::anHonestModuleComputesAsInProcess()
{
    if (!fs::exists(module("honest.pt")))
        QSKIP("no hostile modules (see the first test)");
    SandboxedModule sandboxed(module("honest.pt"), torch::kCPU, 2);
    QVERIFY(alive(sandboxed.processId()));
    QVERIFY(sandboxed.processId() != ::getpid());
    // The child holds none of this process's descriptors: only its socket and stdio.
    const QStringList descriptors = QDir(QString("/proc/%1/fd").arg(sandboxed.processId())).entryList(QDir::NoDotAndDotDot | QDir::System);
    QVERIFY2(descriptors.size() <= 3, qPrintable(descriptors.join(",")));
    // Its output and errors lead nowhere (no terminal), and it sees none of the user's environment.
    const QString pid = QString::number(sandboxed.processId());
    QCOMPARE(QFile::symLinkTarget("/proc/" + pid + "/fd/2"), QString("/dev/null"));
    QFile environment("/proc/" + pid + "/environ");
    QVERIFY(environment.open(QIODevice::ReadOnly));
    for (const QByteArray& variable : environment.readAll().split('\0'))
        QVERIFY2(!variable.startsWith("HOME=") && !variable.startsWith("PATH=") && !variable.startsWith("USER="),
                 variable.constData());
    torch::manual_seed(3);
    for (const auto& shape : {std::vector<int64_t>{2, 3, 8, 9, 10}, std::vector<int64_t>{4, 1, 33, 17}}) {
        const torch::Tensor batch = torch::randn(shape);
        const torch::Tensor result = sandboxed.forward(batch);
        QVERIFY(torch::equal(result, 2.0 * batch));
    }
}

void TestModelSandbox::aModuleThatWritesAFileIsStopped()
{
    if (!fs::exists(module("writes_file.pt")))
        QSKIP("no hostile modules (see the first test)");
    SandboxedModule sandboxed(module("writes_file.pt"), torch::kCPU, 1);
    const pid_t child = sandboxed.processId();
    try {
        sandboxed.forward(torch::ones({1, 1, 4, 4}));
        QFAIL("a module that opens a file ran");
    } catch (const InputError& error) {
        const QString message = error.what();
        QVERIFY2(message.contains("openat (opening a file)") && message.contains("sandbox stopped it") &&
                     message.contains("writes_file.pt"),
                 error.what());
    }
    QCOMPARE(contentsOf(m_victim), kVictimText);
    QVERIFY(!alive(child));
    // The sandbox is gone: later calls say so, they do not hang.
    QVERIFY_THROWS_EXCEPTION(InputError, sandboxed.forward(torch::ones({1, 1, 4, 4})));
}

void TestModelSandbox::aModuleThatReadsAFileIsStopped()
{
    if (!fs::exists(module("reads_file.pt")))
        QSKIP("no hostile modules (see the first test)");
    try {
        // Stopped at the first forward pass, or before: freezing the module
        // for inference on the CPU evaluates what depends on no input.
        SandboxedModule sandboxed(module("reads_file.pt"), torch::kCPU, 1);
        const torch::Tensor stolen = sandboxed.forward(torch::ones({1, 1, 4, 4}));
        QFAIL(qPrintable("the module read " + QString::number(stolen.numel()) + " bytes of another file"));
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("openat"), error.what());
    }
}

void TestModelSandbox::loadingThatReadsAFileIsStopped()
{
    if (!fs::exists(module("setstate_reads.pt")))
        QSKIP("no hostile modules (see the first test)");
    // Loading alone runs __setstate__: as a weights file, and as a module.
    try {
        const auto tensors = readWeightsInSandbox(module("setstate_reads.pt"));
        QFAIL(qPrintable("loading read another file into " + QString::number(tensors.size()) + " tensors"));
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("while reading its weights, the model tried openat"), error.what());
    }
    QVERIFY_THROWS_EXCEPTION(InputError, SandboxedModule(module("setstate_reads.pt"), torch::kCPU, 1));
}

void TestModelSandbox::aModuleThatNeverReturnsMissesItsDeadline()
{
    if (!fs::exists(module("never_returns.pt")))
        QSKIP("no hostile modules (see the first test)");
    SandboxLimits limits;
    limits.callDeadline = std::chrono::seconds(2);
    SandboxedModule sandboxed(module("never_returns.pt"), torch::kCPU, 1, limits);
    const pid_t child = sandboxed.processId();
    const auto start = std::chrono::steady_clock::now();
    try {
        sandboxed.forward(torch::ones({1, 1, 4, 4}));
        QFAIL("a module that never returns returned");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("did not answer within 2 s"), error.what());
    }
    QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(30));
    QVERIFY(!alive(child));
}

void TestModelSandbox::aModuleThatAllocatesWithoutBoundIsRefused()
{
    if (!fs::exists(module("allocates.pt")))
        QSKIP("no hostile modules (see the first test)");
    SandboxLimits limits;
    limits.memoryBytes = uint64_t(1) << 30;  // the module asks for 8 GiB
    SandboxedModule sandboxed(module("allocates.pt"), torch::kCPU, 1, limits);
    for (int attempt = 0; attempt < 2; ++attempt) {  // the module's own error: the sandbox lives on
        try {
            sandboxed.forward(torch::ones({1, 1, 4, 4}));
            QFAIL("8 GiB under a limit of 1 GiB");
        } catch (const ModuleError& error) {
            QVERIFY2(QString(error.what()).contains("allocate"), error.what());
        }
        QVERIFY(alive(sandboxed.processId()));
    }
}

void TestModelSandbox::aCheckpointComesBackExactly()
{
    // Laid out as Trainer::saveCheckpoint writes one: a network's archive,
    // an optimizer's (float64 scalars, buffers), a text, element types kept.
    torch::manual_seed(3);
    torch::nn::Conv3d network(torch::nn::Conv3dOptions(2, 3, 3));
    torch::serialize::OutputArchive archive, model, optimizer;
    network->save(model);
    optimizer.write("learning_rate", torch::tensor(0.0123456789012345, torch::kFloat64));
    optimizer.write("momentum_0", torch::randn({3, 2, 3, 3, 3}), /*is_buffer=*/true);
    optimizer.write("steps", torch::tensor(int64_t(123456789012)), /*is_buffer=*/true);
    optimizer.write("scale", torch::tensor(65536.0).to(torch::kBFloat16), /*is_buffer=*/true);
    archive.write("model", model);
    archive.write("optimizer", optimizer);
    archive.write("state", c10::IValue(std::string("{\"completed_epochs\": 7}")));
    const std::string file = module("checkpoint.pt");
    archive.save_to(file);

    torch::serialize::InputArchive read, readModel, readOptimizer;
    readArchiveInSandbox(file, read, torch::kCPU);
    read.read("model", readModel);
    read.read("optimizer", readOptimizer);
    torch::nn::Conv3d loaded(torch::nn::Conv3dOptions(2, 3, 3));
    loaded->load(readModel);
    QVERIFY(torch::equal(loaded->weight, network->weight));
    QVERIFY(torch::equal(loaded->bias, network->bias));
    torch::Tensor learningRate, steps, scale, momentum;
    readOptimizer.read("learning_rate", learningRate);
    readOptimizer.read("steps", steps, true);
    readOptimizer.read("scale", scale, true);
    readOptimizer.read("momentum_0", momentum, true);
    QCOMPARE(learningRate.scalar_type(), torch::kFloat64);
    QCOMPARE(learningRate.item<double>(), 0.0123456789012345);
    QCOMPARE(steps.scalar_type(), torch::kInt64);
    QCOMPARE(steps.item<int64_t>(), int64_t(123456789012));
    QCOMPARE(scale.scalar_type(), torch::kBFloat16);
    QCOMPARE(scale.item<float>(), 65536.0f);
    QCOMPARE(momentum.sizes().vec(), (std::vector<int64_t>{3, 2, 3, 3, 3}));
    c10::IValue state;
    read.read("state", state);
    QCOMPARE(QString::fromStdString(state.toStringRef()), QString("{\"completed_epochs\": 7}"));
}

void TestModelSandbox::aCheckpointThatReadsAFileWhileLoadingIsStopped()
{
    if (!fs::exists(module("setstate_writes.pt")))
        QSKIP("no hostile modules (see the first test)");
    // A run folder from elsewhere whose checkpoint_last.pt overwrites a file while it loads.
    torch::serialize::InputArchive archive;
    try {
        readArchiveInSandbox(module("setstate_writes.pt"), archive, torch::kCPU);
        QFAIL("loading the checkpoint wrote another file");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("while reading it, the model tried openat"), error.what());
    }
    // A TorchScript network is not a checkpoint: its forward method and attributes are refused.
    try {
        readArchiveInSandbox(module("writes_file.pt"), archive, torch::kCPU);
        QFAIL("a network with a file name in it was read as a checkpoint");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("not a SegStudio checkpoint"), error.what());
    }
    QCOMPARE(contentsOf(m_victim), kVictimText);
}

void TestModelSandbox::aCheckpointEntryNamedLikeCodeIsRefusedByName()
{
    // Rebuilt into an archive and loaded, a name with a quote or a newline
    // would reach the TorchScript source LibTorch generates, and be compiled
    // in this process. A checkpoint's names are plain dotted names.
    const std::string checkpoint = module("plain_checkpoint.pt");
    std::ofstream(checkpoint) << "not read by the fake helper";
    for (const std::string& name : {std::string("a\"b"), std::string("model.a\"]\ndef f(self):\n  return 1"),
                                    std::string("model..weight"), std::string("model.weight."), std::string("x y")}) {
        QByteArray escaped;
        for (const char c : name)
            escaped += "\\x" + QByteArray::number(static_cast<unsigned char>(c), 16).rightJustified(2, '0');
        FakeHelper helper(module("fake_entry_helper.py"),
                          fakeHelperScript("name = b'" + escaped.toStdString() + "'\n"
                                           "os.write(0, b'A' + struct.pack('=I', 1) + b'S' + text(name) + text(b'{}'))\n"
                                           "time.sleep(1)\n"));
        torch::serialize::InputArchive archive;
        try {
            readArchiveInSandbox(checkpoint, archive, torch::kCPU);
            QFAIL(qPrintable("an entry named " + QString::fromStdString(name) + " was accepted"));
        } catch (const InputError& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("not a plain dotted name") && message.contains("plain_checkpoint.pt") &&
                         message.contains(QString::fromStdString(name.substr(0, 3)).replace('\n', '?')),
                     error.what());
        }
    }
}

void TestModelSandbox::aSandboxThatStopsReadingCannotHangItsOwner()
{
    // The helper reads a Forward frame's first byte, answers a failure
    // (the module's own error: the sandbox lives on) and never reads again,
    // so the rest of the batch stays in the socket. One of these batch sizes
    // leaves the socket's buffer full, and closing the module must not wait
    // for room forever to say Quit.
    FakeHelper helper(module("fake_stalled_helper.py"),
                      fakeHelperScript("os.write(0, b'R')\n"
                                       "assert read_exact(1) == b'F'\n"
                                       "os.write(0, b'E' + text(b'refused'))\n"
                                       "time.sleep(3600)\n"));
    const std::string file = module("stalled.pt");
    std::ofstream(file) << "not read by the fake helper";
    SandboxLimits limits;
    limits.callDeadline = std::chrono::seconds(2);  // a batch too large for the buffer: the forward times out
    // Around the socket's default send buffer (212992 bytes here): 160 KiB
    // filled it on this machine when the destructor had no deadline.
    for (const int64_t kib : {150, 160, 170, 180, 190, 200, 210}) {
        auto sandboxed = std::make_shared<SandboxedModule>(file, torch::kCPU, 1, limits);
        const pid_t child = sandboxed->processId();
        QVERIFY_THROWS_EXCEPTION(InputError, sandboxed->forward(torch::zeros({kib * 256})));
        auto closed = std::make_shared<std::atomic<bool>>(false);
        std::thread closing([sandboxed, closed]() mutable {
            sandboxed.reset();
            *closed = true;
        });
        sandboxed.reset();
        const auto start = std::chrono::steady_clock::now();
        while (!*closed && std::chrono::steady_clock::now() - start < std::chrono::seconds(15))
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        if (!*closed) {
            ::kill(child, SIGKILL);  // frees the stuck writer, so the test can end
            closing.join();
            QFAIL(qPrintable(QString("closing a sandbox that stopped reading hung (a batch of %1 KiB)").arg(kib)));
        }
        closing.join();
        QVERIFY(!alive(child));
    }
}

QTEST_GUILESS_MAIN(TestModelSandbox)
#include "tst_modelsandbox.moc"
