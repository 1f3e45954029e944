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
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
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
int violationOf(const std::function<void()>& attempt)
{
    int ends[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
        return -2;
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(ends[0]);
        try {
            restrictToComputing({}, ends[1]);
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

}  // namespace

class TestModelSandbox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theFilterStopsNetworkProcessesAndSignals();  // first: it forks, before LibTorch starts threads
    void anHonestModuleComputesAsInProcess();
    void aModuleThatWritesAFileIsStopped();
    void aModuleThatReadsAFileIsStopped();
    void loadingThatReadsAFileIsStopped();
    void aModuleThatNeverReturnsMissesItsDeadline();
    void aModuleThatAllocatesWithoutBoundIsRefused();
    void aCheckpointComesBackExactly();
    void aCheckpointThatReadsAFileWhileLoadingIsStopped();

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

QTEST_GUILESS_MAIN(TestModelSandbox)
#include "tst_modelsandbox.moc"
