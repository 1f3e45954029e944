#include "engine/train/Optimizer.h"

#include <cmath>

namespace segstudio::engine {

namespace {

constexpr double kPi = 3.14159265358979323846;

void writeScalar(torch::serialize::OutputArchive& archive, const std::string& key, double value)
{
    archive.write(key, torch::tensor(value, torch::kFloat64));
}

double readScalar(torch::serialize::InputArchive& archive, const std::string& key)
{
    torch::Tensor t;
    archive.read(key, t);
    return t.item<double>();
}

void writeTensors(torch::serialize::OutputArchive& archive, const std::string& prefix, const std::vector<torch::Tensor>& tensors)
{
    for (std::size_t i = 0; i < tensors.size(); ++i)
        archive.write(prefix + std::to_string(i), tensors[i], /*is_buffer=*/true);
}

void readTensors(torch::serialize::InputArchive& archive, const std::string& prefix, std::vector<torch::Tensor>& tensors)
{
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        torch::Tensor t;
        archive.read(prefix + std::to_string(i), t, /*is_buffer=*/true);
        tensors[i].copy_(t);
    }
}

std::vector<torch::Tensor> zerosLike(const std::vector<torch::Tensor>& tensors)
{
    std::vector<torch::Tensor> out;
    for (const torch::Tensor& t : tensors)
        out.push_back(torch::zeros_like(t, torch::MemoryFormat::Preserve));
    return out;
}

// `target` takes `candidate` where `apply` (0-dim bool) holds, else keeps its value.
void assignWhere(const torch::Tensor& target, const torch::Tensor& apply, const torch::Tensor& candidate)
{
    target.copy_(torch::where(apply, candidate, target));
}

// SGD with Nesterov momentum: g += wd*p; b = m*b + g; p -= lr*(g + m*b).
class ForeachSGD : public Optimizer {
public:
    ForeachSGD(std::vector<torch::Tensor> parameters, const OptimizerConfig& c)
        : Optimizer(std::move(parameters)), m_momentum(c.momentum), m_weightDecay(c.weightDecay),
          m_buffers(zerosLike(m_parameters))
    {
    }

    void step(double lr) override
    {
        torch::NoGradGuard noGrad;
        std::vector<torch::Tensor> params, grads, buffers;
        for (std::size_t i = 0; i < m_parameters.size(); ++i)
            if (m_parameters[i].grad().defined()) {
                params.push_back(m_parameters[i]);
                grads.push_back(m_parameters[i].grad());
                buffers.push_back(m_buffers[i]);
            }
        if (params.empty())
            return;
        if (m_weightDecay > 0)
            at::_foreach_add_(grads, params, m_weightDecay);
        at::_foreach_mul_(buffers, m_momentum);
        at::_foreach_add_(buffers, grads);
        at::_foreach_add_(grads, buffers, m_momentum);  // Nesterov: g + m*b
        at::_foreach_add_(params, grads, -lr);
    }

    void stepOnDevice(const torch::Tensor& lr, const torch::Tensor& apply) override
    {
        torch::NoGradGuard noGrad;
        const torch::Tensor applying = apply > 0;
        for (std::size_t i = 0; i < m_parameters.size(); ++i) {
            const torch::Tensor& p = m_parameters[i];
            if (!p.grad().defined())
                continue;
            // A skipped step's gradients may hold inf/NaN: keep them out of the arithmetic.
            torch::Tensor g = p.grad().masked_fill(applying.logical_not(), 0);
            if (m_weightDecay > 0)
                g = g + m_weightDecay * p;
            const torch::Tensor buffer = m_buffers[i] * m_momentum + g;
            const torch::Tensor update = g + m_momentum * buffer;
            assignWhere(m_buffers[i], applying, buffer);
            assignWhere(p, applying, p - lr.to(p.scalar_type()) * update);
        }
    }

    void save(torch::serialize::OutputArchive& archive) const override { writeTensors(archive, "momentum_", m_buffers); }
    void load(torch::serialize::InputArchive& archive) override { readTensors(archive, "momentum_", m_buffers); }

private:
    double m_momentum, m_weightDecay;
    std::vector<torch::Tensor> m_buffers;
};

// AdamW: p *= 1 - lr*wd; m = b1*m + (1-b1)*g; v = b2*v + (1-b2)*g^2;
// p -= lr * (m / (1-b1^t)) / (sqrt(v / (1-b2^t)) + eps).
class ForeachAdamW : public Optimizer {
public:
    ForeachAdamW(std::vector<torch::Tensor> parameters, const OptimizerConfig& c)
        : Optimizer(std::move(parameters)), m_weightDecay(c.weightDecay), m_first(zerosLike(m_parameters)),
          m_second(zerosLike(m_parameters))
    {
    }

    void step(double lr) override
    {
        torch::NoGradGuard noGrad;
        std::vector<torch::Tensor> params, grads, first, second;
        for (std::size_t i = 0; i < m_parameters.size(); ++i)
            if (m_parameters[i].grad().defined()) {
                params.push_back(m_parameters[i]);
                grads.push_back(m_parameters[i].grad());
                first.push_back(m_first[i]);
                second.push_back(m_second[i]);
            }
        if (params.empty())
            return;
        m_steps = stepsTaken() + 1;
        const double correction1 = 1.0 - std::pow(kBeta1, static_cast<double>(m_steps));
        const double correction2 = 1.0 - std::pow(kBeta2, static_cast<double>(m_steps));
        if (m_weightDecay > 0)
            at::_foreach_mul_(params, 1.0 - lr * m_weightDecay);
        at::_foreach_mul_(first, kBeta1);
        at::_foreach_add_(first, grads, 1.0 - kBeta1);
        at::_foreach_mul_(second, kBeta2);
        at::_foreach_addcmul_(second, grads, grads, 1.0 - kBeta2);
        std::vector<torch::Tensor> denominator = at::_foreach_sqrt(second);
        at::_foreach_div_(denominator, std::sqrt(correction2));
        at::_foreach_add_(denominator, kEpsilon);
        at::_foreach_addcdiv_(params, first, denominator, -lr / correction1);
        if (m_stepCount.defined())
            m_stepCount.fill_(static_cast<double>(m_steps));
    }

    void stepOnDevice(const torch::Tensor& lr, const torch::Tensor& apply) override
    {
        torch::NoGradGuard noGrad;
        if (!m_stepCount.defined())  // the step count on the device, from here on the one that counts
            m_stepCount = torch::full({}, static_cast<double>(m_steps), lr.options().dtype(torch::kFloat64));
        const torch::Tensor applying = apply > 0;
        m_stepCount.add_(apply.to(torch::kFloat64));
        const torch::Tensor correction1 = (1.0 - torch::pow(kBeta1, m_stepCount)).to(torch::kFloat32);
        const torch::Tensor correction2Root = (1.0 - torch::pow(kBeta2, m_stepCount)).sqrt().to(torch::kFloat32);
        const torch::Tensor lr32 = lr.to(torch::kFloat32);
        for (std::size_t i = 0; i < m_parameters.size(); ++i) {
            const torch::Tensor& p = m_parameters[i];
            if (!p.grad().defined())
                continue;
            const torch::Tensor g = p.grad().masked_fill(applying.logical_not(), 0);
            const torch::Tensor first = m_first[i] * kBeta1 + g * (1.0 - kBeta1);
            const torch::Tensor second = m_second[i] * kBeta2 + g * g * (1.0 - kBeta2);
            torch::Tensor updated = m_weightDecay > 0 ? p * (1.0 - lr32 * m_weightDecay) : p;
            updated = updated - (lr32 / correction1) * first / (second.sqrt() / correction2Root + kEpsilon);
            assignWhere(m_first[i], applying, first);
            assignWhere(m_second[i], applying, second);
            assignWhere(p, applying, updated.to(p.scalar_type()));
        }
    }

    void save(torch::serialize::OutputArchive& archive) const override
    {
        writeTensors(archive, "first_", m_first);
        writeTensors(archive, "second_", m_second);
        writeScalar(archive, "steps", static_cast<double>(stepsTaken()));
    }
    void load(torch::serialize::InputArchive& archive) override
    {
        readTensors(archive, "first_", m_first);
        readTensors(archive, "second_", m_second);
        m_steps = static_cast<int64_t>(readScalar(archive, "steps"));
        if (m_stepCount.defined())
            m_stepCount.fill_(static_cast<double>(m_steps));
    }

private:
    // Steps applied so far: the device count once stepOnDevice ran (one host read).
    int64_t stepsTaken() const
    {
        return m_stepCount.defined() ? static_cast<int64_t>(m_stepCount.item<double>()) : m_steps;
    }

    static constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
    double m_weightDecay;
    std::vector<torch::Tensor> m_first, m_second;
    int64_t m_steps = 0;
    torch::Tensor m_stepCount;  // float64 on the device, after the first stepOnDevice
};

}  // namespace

void Optimizer::zeroGrad()
{
    for (torch::Tensor& p : m_parameters)
        if (p.grad().defined())
            p.mutable_grad() = torch::Tensor();
}

void Optimizer::gradients(std::vector<torch::Tensor>* params, std::vector<torch::Tensor>* grads) const
{
    for (const torch::Tensor& p : m_parameters)
        if (p.grad().defined()) {
            if (params)
                params->push_back(p);
            grads->push_back(p.grad());
        }
}

std::unique_ptr<Optimizer> makeOptimizer(const OptimizerConfig& config, std::vector<torch::Tensor> parameters)
{
    if (config.kind == OptimizerKind::AdamW)
        return std::make_unique<ForeachAdamW>(std::move(parameters), config);
    return std::make_unique<ForeachSGD>(std::move(parameters), config);
}

double learningRateAt(const OptimizerConfig& c, double epoch, int totalEpochs)
{
    const double total = std::max(1, totalEpochs);
    const double warmup = std::max(0.0, c.warmupEpochs);
    if (warmup > 0 && epoch < warmup)
        return c.learningRate * (epoch + 1e-3) / warmup;
    const double progress = std::clamp((epoch - warmup) / std::max(1e-9, total - warmup), 0.0, 1.0);
    if (c.kind == OptimizerKind::AdamW)
        return c.learningRate * 0.5 * (1.0 + std::cos(kPi * progress));
    return c.learningRate * std::pow(1.0 - progress, c.polyExponent);
}

torch::Tensor clipGradientNorm(const std::vector<torch::Tensor>& gradients, double maxNorm)
{
    torch::NoGradGuard noGrad;
    if (gradients.empty())
        return torch::zeros({});
    const std::vector<torch::Tensor> norms = at::_foreach_norm(gradients, 2);
    const torch::Tensor total = torch::stack(norms).to(torch::kFloat32).norm();
    if (maxNorm > 0) {
        const torch::Tensor coefficient = (maxNorm / (total + 1e-6)).clamp_max(1.0);
        for (const torch::Tensor& g : gradients)
            g.mul_(coefficient.to(g.scalar_type()));
    }
    return total;
}

DynamicLossScaler::DynamicLossScaler(bool enabled, double initialScale, int growthInterval)
    : m_enabled(enabled), m_scale(initialScale), m_growthInterval(growthInterval)
{
}

torch::Tensor DynamicLossScaler::scaleLoss(const torch::Tensor& loss) const
{
    return m_enabled ? loss * m_scale : loss;
}

bool DynamicLossScaler::unscaleAndCheck(const std::vector<torch::Tensor>& gradients) const
{
    if (gradients.empty())
        return true;
    const auto options = torch::TensorOptions().dtype(torch::kFloat32).device(gradients.front().device());
    const torch::Tensor foundNonFinite = torch::zeros({1}, options);
    unscaleAndFlag(gradients, torch::full({1}, 1.0 / scale(), options), foundNonFinite);
    return foundNonFinite.item<float>() == 0.0f;
}

void DynamicLossScaler::unscaleAndFlag(const std::vector<torch::Tensor>& gradients, const torch::Tensor& inverseScale,
                                       const torch::Tensor& foundNonFinite)
{
    if (gradients.empty())
        return;
    torch::NoGradGuard noGrad;
    if (gradients.front().is_cuda()) {
        at::_amp_foreach_non_finite_check_and_unscale_(gradients, const_cast<torch::Tensor&>(foundNonFinite),
                                                       inverseScale);
        return;
    }
    for (const torch::Tensor& g : gradients) {
        g.mul_(inverseScale.to(g.scalar_type()));
        foundNonFinite.add_(torch::logical_not(torch::isfinite(g)).any().to(torch::kFloat32));
    }
}

void DynamicLossScaler::update(bool gradientsFinite)
{
    if (!m_enabled)
        return;
    if (!gradientsFinite) {
        m_scale = std::max(1.0, m_scale * 0.5);
        m_goodSteps = 0;
    } else if (++m_goodSteps >= m_growthInterval) {
        m_scale = std::min(m_scale * 2.0, 16777216.0);
        m_goodSteps = 0;
    }
}

void DynamicLossScaler::save(torch::serialize::OutputArchive& archive) const
{
    writeScalar(archive, "loss_scale", m_scale);
    writeScalar(archive, "loss_scale_good_steps", m_goodSteps);
}

void DynamicLossScaler::load(torch::serialize::InputArchive& archive)
{
    m_scale = readScalar(archive, "loss_scale");
    m_goodSteps = static_cast<int>(readScalar(archive, "loss_scale_good_steps"));
}

}  // namespace segstudio::engine
